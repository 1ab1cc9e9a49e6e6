import { rawCsvRecords } from '../server/testing/raw-fda-files';
import { predicateLinks } from '../server/modules/fda/testing/raw-fda-facts';
import { expect, test } from './fixtures';

/**
 * A device of openFDA's 510(k) sample that cites predicates, with a name no other sample device shares: the
 * search must find it by words of its name, and its page must show its record and its lineage.
 */
function documentedDevice() {
  const sample = rawCsvRecords('510k/openfda_510k_sample_2015-2026.csv');
  const citing = new Set(predicateLinks().map((link) => link.device));
  const names = new Map<string, number>();
  for (const row of sample) names.set(row.device_name!, (names.get(row.device_name!) ?? 0) + 1);
  const device = sample.find(
    (row) => citing.has(row.k_number!) && names.get(row.device_name!) === 1 && /^[A-Za-z][\w -]{12,40}$/.test(row.device_name!) && row.applicant,
  );
  if (!device) throw new Error('No documented device with predicates in the openFDA sample');
  return device as { k_number: string; device_name: string; applicant: string; product_code: string };
}

test('Predicate Devices: the search finds a device by its name and opens its record, lineage and latest clearances', async ({
  signedInPage: page,
}) => {
  const device = documentedDevice();
  await page.getByRole('link', { name: 'Predicate Devices' }).click();
  await expect(page).toHaveURL('/predicates');

  const search = page.getByRole('combobox', { name: 'Search devices' });
  await search.fill(device.device_name);
  const hit = page.getByRole('option').filter({ hasText: device.k_number });
  await expect(hit).toBeVisible();
  await hit.click();

  await expect(page).toHaveURL(`/predicates?k=${device.k_number}`);
  const record = page.getByRole('region', { name: 'Device record' });
  await expect(record).toContainText(device.k_number);
  await expect(record).toContainText(device.applicant);
  await expect(record).toContainText(device.product_code);
  const lineage = page.getByRole('region', { name: 'Predicate lineage' });
  await expect(lineage.locator('[data-graph-node]').first()).toBeVisible();
  // Each link says where it is stated: styled by its source, named in its title.
  await expect(lineage.locator('.cw-graph-edge[data-source] title').filter({ hasText: `${device.k_number} cites ` }).first()).toContainText("predicate list");
  await expect(page.getByRole('heading', { name: `Latest clearances for ${device.product_code}` })).toBeVisible();
  // The code's review-time forecast, or the plain word that too few decisions are held for one.
  const reviewTime = page.getByRole('region', { name: `Review-time forecast for ${device.product_code}` });
  await expect(reviewTime.getByText(/from the days from receipt to decision of \d+ decisions? cleared in|too few to forecast|no forecast/).first()).toBeVisible();

  // A K-number prefix finds it too.
  await search.fill(device.k_number.slice(0, 5));
  await expect(page.getByRole('option').first()).toBeVisible();
});
