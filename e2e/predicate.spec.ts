import type { Page } from '@playwright/test';
import { rawCsvRecords } from '../server/testing/raw-fda-files';
import { pmnRecords, predicateLinks } from '../server/modules/fda/testing/raw-fda-facts';
import { expect, test } from './fixtures';
import { fillRequiredProfile } from './journeys';

const PREDICATE_PATH = '/strategy/predicate';

function toast(page: Page, text: string) {
  return page.locator('.cw-toaster').getByText(text, { exact: true });
}

const cards = (page: Page) => page.getByRole('list', { name: 'Predicate devices' }).getByRole('article');
const card = (page: Page, kNumber: string) => page.getByRole('article', { name: kNumber, exact: true });
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Add a device by K-number' });

async function searchKNumber(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

/** Through the profile and the first scenario to the Predicate step, whose devices the classification flow found. */
async function openPredicateStep(page: Page): Promise<string> {
  await fillRequiredProfile(page);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: 'Get Started' }).click({ timeout: 90_000 });
  const productCode = (await first.locator('.cw-scenario-code').innerText()).trim();
  await next.click();
  await expect(page).toHaveURL(PREDICATE_PATH);
  await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });
  return productCode;
}

/** A clearance of the code in FDA's files (pmn files, openFDA sample) that the list does not hold yet. */
function unlistedClearance(productCode: string, listed: readonly string[]) {
  const sample = rawCsvRecords('510k/openfda_510k_sample_2015-2026.csv').map((row) => ({ k: row.k_number!, code: row.product_code! }));
  const pmn = pmnRecords().map((row) => ({ k: row.KNUMBER!, code: row.PRODUCTCODE! }));
  const found = [...sample, ...pmn].find((row) => row.code === productCode && row.k.startsWith('K') && !listed.includes(row.k));
  if (!found) throw new Error(`No unlisted clearance of ${productCode} in the FDA files`);
  return found.k;
}

test('the Predicate step: the scenario’s devices, a K-number added by search, two compared, a question asked, then Next', async ({
  signedInPage: page,
}) => {
  test.setTimeout(240_000);
  const productCode = await openPredicateStep(page);
  const listed = await cards(page).evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')!));
  expect(listed.length).toBeGreaterThan(1);
  for (const kNumber of listed) expect(kNumber).toMatch(/^(K|DEN)\d+/);

  // Moving on needs a predicate chosen for the report.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText("Choose at least one predicate device for your report: click 'Add to table' on its card.")).toBeVisible();
  await expect(page).toHaveURL(PREDICATE_PATH);

  const added = unlistedClearance(productCode, listed);
  await searchKNumber(page, ` ${added.toLowerCase()} `);
  // The toast shows for 5 s and the card stays: waiting for the card first could miss the toast on a busy machine.
  await expect(toast(page, `Device ${added} successfully added`)).toBeVisible();
  await expect(card(page, added)).toBeVisible();
  await searchKNumber(page, added);
  await expect(page.getByRole('alert').filter({ hasText: `Device ${added} is already in the list` })).toBeVisible();
  const unknown = 'K999998';
  expect(predicateLinks().some((link) => link.device === unknown || link.predicate === unknown)).toBe(false);
  await searchKNumber(page, unknown);
  await expect(page.getByRole('alert').filter({ hasText: `No device found for K-number: ${unknown}` })).toBeVisible();
  await searchKNumber(page, '   ');
  await expect(page.getByRole('alert').filter({ hasText: 'K-number is required' })).toBeVisible();

  const [first, second] = listed;
  await card(page, first!).getByRole('button', { name: 'Add to table' }).click();
  await card(page, second!).getByRole('button', { name: 'Add to table' }).click();
  await expect(toast(page, 'Device comparison completed successfully')).toBeVisible({ timeout: 30_000 });
  await expect(card(page, first!).getByRole('button', { name: 'Remove from table' })).toBeVisible();

  await page.getByRole('button', { name: 'Comparison', exact: true }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: new RegExp(first!) })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: new RegExp(second!) })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Manufacturer' })).toBeVisible();

  await page.getByRole('button', { name: 'Ask a question to compare' }).click();
  await page.getByPlaceholder('What would you like to compare?').fill('What is the intended use?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const asked = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /What is the intended use\?/ }) });
  await expect(asked).toBeVisible();
  await expect(asked).not.toContainText('Loading comparison data...', { timeout: 30_000 });
  await expect(asked.getByRole('cell')).toHaveCount(2);

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL('/strategy/risk');

  // On the Predicate Devices page, the chosen predicate's graph draws the user's device citing it.
  await page.goto(`/predicates?k=${first}`);
  const lineage = page.getByRole('region', { name: 'Predicate lineage' });
  await expect(lineage.locator('.cw-graph-edge[data-source="user"] title').filter({ hasText: `cites ${first}:` })).toHaveText(
    `Your device cites ${first}: added by you (chosen on the Predicate step for ${productCode})`,
  );
});

test('the relationships graph zooms and expands a predicate to its own predicates, on the Predicate Devices page', async ({
  signedInPage: page,
}) => {
  // A device the 510(k) files hold that cites a predicate which cites predicates of its own.
  const links = predicateLinks();
  const cites = new Map<string, string[]>();
  for (const { device, predicate } of links) cites.set(device, [...(cites.get(device) ?? []), predicate]);
  const held = new Set(rawCsvRecords('510k/openfda_510k_sample_2015-2026.csv').map((row) => row.k_number!));
  const kNumber = [...cites.keys()].find((k) => held.has(k) && (cites.get(k) ?? []).some((p) => cites.has(p)))!;
  const parent = cites.get(kNumber)!.find((p) => cites.has(p))!;

  await page.goto(`/predicates?k=${kNumber}`);
  const graph = page.getByRole('figure', { name: `Predicate relationships of ${kNumber}` });
  await expect(graph.locator(`[data-graph-node="${kNumber}"]`)).toBeVisible();
  await expect(graph.locator(`[data-graph-node="${parent}"]`)).toBeVisible();

  const zoom = graph.getByRole('status', { name: 'Zoom' });
  await expect(zoom).toHaveText('100%');
  await graph.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).toHaveText('120%');
  await graph.getByRole('button', { name: 'Zoom out' }).click();
  await expect(zoom).toHaveText('96%');

  await graph.getByRole('button', { name: `Show the predicates of ${parent}` }).click();
  for (const grandparent of cites.get(parent)!.slice(0, 5)) await expect(graph.locator(`[data-graph-node="${grandparent}"]`)).toBeAttached();

  await graph.locator(`[data-graph-node="${parent}"]`).click();
  await expect(page).toHaveURL(`/predicates?k=${parent}`);
});
