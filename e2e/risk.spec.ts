import type { Page } from '@playwright/test';
import { mdrReportIdsByYear, recallsOf } from '../server/modules/fda/testing/raw-fda-facts';
import { webExportProblemCounts } from '../server/testing/maude-web-export-facts';
import { expect, test } from './fixtures';
import { fillRequiredProfile } from './journeys';

const RISK_PATH = '/strategy/risk';
const CURRENT_YEAR = new Date().getFullYear();

/** The code's MDR reports received in the years, as FDA's files hold them. */
function mdrCount(productCode: string, from: number, to: number): number {
  return [...mdrReportIdsByYear(productCode)].filter(([year]) => year >= from && year <= to).reduce((sum, [, ids]) => sum + ids.size, 0);
}

/** The code's recall numbers posted in the years. */
function recallCount(productCode: string, from: number, to: number): number {
  return [...recallsOf(productCode).values()].filter((year) => year !== null && year >= from && year <= to).length;
}

const tile = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const figure = (page: Page, title: string) => tile(page, title).locator('.cw-risk-figure');
const formatted = (n: number) => n.toLocaleString('en-US');

/** Through the profile to the Scenario step, the code added and chosen, then the Risk step. */
async function openRiskStep(page: Page, productCode: string): Promise<void> {
  await fillRequiredProfile(page);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  const search = page.getByRole('textbox', { name: 'Add a product code' });
  await search.fill(productCode);
  await search.press('Enter');
  const card = page.getByRole('article', { name: new RegExp(`\\b${productCode}\\b`) });
  await card.getByRole('button', { name: 'Get Started' }).click({ timeout: 90_000 });
  await next.click();
  // The Predicate step asks for a predicate chosen for the report before it lets the user on.
  await page.getByRole('button', { name: 'Add to table' }).first().click({ timeout: 90_000 });
  await next.click();
  await expect(page).toHaveURL(RISK_PATH);
}

/** Moves a slider thumb by the keyboard, one year a key press. */
async function moveThumb(page: Page, name: string, key: 'ArrowLeft' | 'ArrowRight', presses: number) {
  const thumb = page.getByRole('slider', { name });
  await thumb.focus();
  for (let i = 0; i < presses; i++) await thumb.press(key);
}

test('the Risk step on NAY: the totals of FDA’s files, the years narrowed by the slider, the dialogs and the snapshot', async ({
  signedInPage: page,
}) => {
  test.setTimeout(240_000);
  await openRiskStep(page, 'NAY');

  const allYears = mdrCount('NAY', 2002, CURRENT_YEAR);
  expect(allYears).toBeGreaterThan(20_000);
  await expect(figure(page, 'Total MDRs')).toHaveText(formatted(allYears));
  const deviceProblems = webExportProblemCounts('NAY', 'device');
  await expect(tile(page, 'Top Device Problems').getByRole('list', { name: 'Top Device Problems' })).toContainText(
    `${deviceProblems[0]!.problem}: ${deviceProblems[0]!.count}`,
  );
  await expect(page.getByRole('slider', { name: 'Last year' })).toHaveAttribute('aria-valuetext', 'Now');

  // 2013 to 2014: the thumbs move at once, the cards follow 500 ms later.
  await moveThumb(page, 'First year', 'ArrowRight', 2013 - 2002);
  await moveThumb(page, 'Last year', 'ArrowLeft', CURRENT_YEAR - 2014);
  await expect(page.getByRole('slider', { name: 'Last year' })).toHaveAttribute('aria-valuetext', '2014');
  const narrowed = mdrCount('NAY', 2013, 2014);
  expect(narrowed).toBeLessThan(allYears);
  await expect(figure(page, 'Total MDRs')).toHaveText(formatted(narrowed));

  await page.getByRole('button', { name: 'Total MDRs: More >' }).click();
  const mdrs = page.getByRole('dialog', { name: 'Medical Device Reports (MDRs) Analysis' });
  await expect(mdrs).toContainText('Average per year');
  await expect(mdrs).toContainText(formatted(Math.round(narrowed / 2)));
  const peak = mdrCount('NAY', 2013, 2013) >= mdrCount('NAY', 2014, 2014) ? 2013 : 2014;
  await expect(mdrs.getByText('Peak year').locator('..')).toContainText(String(peak));
  await mdrs.getByRole('button', { name: 'The reports' }).click();
  const reports = page.getByRole('dialog', { name: /^MDR reports/ });
  await expect(reports.getByText(`Page 1 of ${Math.ceil(narrowed / 25)} (${formatted(narrowed)} reports)`)).toBeVisible();
  await expect(reports.getByRole('row')).toHaveCount(26);
  await expect(reports.getByRole('link').first()).toHaveAttribute('href', /accessdata\.fda\.gov\/scripts\/cdrh\/cfdocs\/cfMAUDE\/Detail\.CFM\?MDRFOI__ID=/);
  await reports.getByRole('button', { name: 'Close' }).click();

  // The AI snapshot hides, the problems widen to 8, and it comes back.
  const snapshot = page.getByRole('complementary', { name: 'AI Risk Snapshot' });
  await expect(snapshot).toBeVisible();
  await page.getByRole('button', { name: 'Hide AI snapshot' }).click();
  await expect(snapshot).toHaveCount(0);
  await page.getByRole('button', { name: 'Show AI snapshot' }).click();
  await expect(snapshot).toBeVisible();
});

test('the Risk step on DQY: recalls by device class with their FDA records, and a problem’s breakdown', async ({ signedInPage: page }) => {
  test.setTimeout(240_000);
  await openRiskStep(page, 'DQY');

  const recalls = recallCount('DQY', 2002, CURRENT_YEAR);
  expect(recalls).toBeGreaterThan(0);
  await expect(figure(page, 'Total Recalls')).toHaveText(formatted(recalls));
  await expect(tile(page, 'Total Recalls')).toContainText('Class II');

  await page.getByRole('button', { name: 'Total Recalls: More >' }).click();
  const dialog = page.getByRole('dialog', { name: 'Medical Device Recalls Analysis' });
  await expect(dialog.getByRole('row', { name: /Class II/ })).toContainText('Moderate Risk');
  await expect(dialog.getByRole('row', { name: /Class II/ })).toContainText('100%');
  await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /accessdata\.fda\.gov\/scripts\/cdrh\/cfdocs\/cfRES\/res\.cfm/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const problems = webExportProblemCounts('DQY', 'device');
  if (problems.length === 0) {
    await expect(tile(page, 'Top Device Problems')).toContainText('No Device Problems Data Available');
    return;
  }
  await page.getByRole('button', { name: 'Top Device Problems: More >' }).click();
  const breakdown = page.getByRole('dialog', { name: 'Top Device Problems' });
  const total = problems.reduce((sum, { count }) => sum + count, 0);
  await expect(breakdown.getByText(`Total: ${formatted(total)} device problems reported`)).toBeVisible();
  const first = problems[0]!;
  await expect(breakdown.getByRole('row').filter({ hasText: first.problem })).toContainText(`${Math.round((first.count / total) * 100)}%`);
});
