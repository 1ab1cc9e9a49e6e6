import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { SUMMARY_DRAFT_HEADINGS } from '../server/modules/reports/summary-draft/testing/summary-headings';
import { expect, test } from './fixtures';
import { fillRequiredProfile } from './journeys';

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Through the profile, DQY's scenario and a chosen predicate to the Tests & Standards step. */
async function openStandardsStep(page: Page): Promise<void> {
  await fillRequiredProfile(page);
  await next(page).click();
  const search = page.getByRole('textbox', { name: 'Add a product code' });
  await search.fill('DQY');
  await search.press('Enter');
  await page.getByRole('article', { name: /\bDQY\b/ }).getByRole('button', { name: 'Get Started' }).click({ timeout: 90_000 });
  await next(page).click();
  await page.getByRole('button', { name: 'Add to table' }).first().click({ timeout: 90_000 });
  await next(page).click();
  await expect(page).toHaveURL('/strategy/risk');
  await next(page).click();
  await expect(page).toHaveURL('/strategy/tests-standards');
}

test('tests and standards edited in place, then the strategy report built, kept and read back as DOCX and PDF, and the 510(k) Summary drafted and its headings read back', async ({ signedInPage: page }) => {
  test.setTimeout(240_000);
  await openStandardsStep(page);
  const table = page.getByRole('table', { name: 'Tests and standards of DQY' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  // Each catalogue standard links to FDA's standards database; the guidance rows to their docket.
  await expect(table.getByRole('link', { name: 'FDA standards database' }).first()).toHaveAttribute('href', /accessdata\.fda\.gov\/scripts\/cdrh\/cfdocs\/cfStandards\//);
  await expect(table.getByText(/^FDA recognition \d{1,2}-\d{1,3}$/).first()).toBeVisible();

  // Edit the first row's purpose, then add a row of our own.
  await table.getByRole('button', { name: 'Purpose, row 1', exact: true }).click();
  const purpose = table.getByRole('textbox', { name: 'Purpose, row 1', exact: true });
  await purpose.fill('Shows the catheter meets its performance claims');
  await purpose.press('Enter');
  await expect(table.getByRole('button', { name: 'Purpose, row 1', exact: true })).toHaveText('Shows the catheter meets its performance claims');
  await page.getByRole('button', { name: 'Add row' }).click();
  const added = page.getByRole('textbox', { name: /^Test & Evaluation, row \d+$/ });
  await added.fill('Kink resistance bench test');
  await added.press('Enter');
  await expect(table.getByText('User Added')).toBeVisible();

  await next(page).click();
  await expect(page).toHaveURL('/strategy/finalize');
  await page.getByRole('button', { name: 'Build and keep report' }).click();
  await expect(page.getByText('The 510(k) strategy report of DQY is built and kept (DOCX and PDF).')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'it matches the strategy as it stands' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kept reports' }).getByRole('listitem')).toHaveCount(1);

  const [docxDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download DOCX', exact: true }).click()]);
  expect(docxDownload.suggestedFilename()).toMatch(/^Clearway-510k-strategy-DQY-\d{4}-\d{2}-\d{2}\.docx$/);
  const xml = strFromU8(unzipSync(readFileSync(await docxDownload.path()))['word/document.xml']!);
  for (const heading of ['Device Description and Indications for Use', 'Classification', 'Performance Testing and Standards', 'Sources']) expect(xml).toContain(heading);
  expect(xml).toContain('Kink resistance bench test');

  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF', exact: true }).click()]);
  const text = execFileSync('pdftotext', ['-layout', await pdfDownload.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain('Risks to Health');
  expect(text).toContain(`Years: 2002–${new Date().getFullYear()}`);
  // Every column of the standards table is on the page.
  for (const column of ['Recognition', 'Purpose', 'Source']) expect(text).toContain(column);
  expect(text).toContain('DQY');
  expect(text).toMatch(/Page 1 of \d+/);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', await pdfDownload.path(), test.info().outputPath('report-page1')]);

  const [draftDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Draft the 510(k) Summary' }).click()]);
  expect(draftDownload.suggestedFilename()).toMatch(/^Clearway-510k-summary-draft-DQY-\d{4}-\d{2}-\d{2}\.docx$/);
  const { value: html } = await mammoth.convertToHtml({ path: await draftDownload.path() });
  const headings = [...html.matchAll(/<h[12]>(.*?)<\/h[12]>/g)].map((match) => match[1]);
  expect(headings).toEqual(SUMMARY_DRAFT_HEADINGS);
  expect(html).toContain('Kink resistance bench test');
  const kept = page.getByRole('region', { name: 'Kept reports' }).getByRole('listitem');
  await expect(kept).toHaveCount(2);
  await expect(kept.first()).toContainText('510(k) Summary draft · DQY');
});
