import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIRST_STEP_PATH, fillRequiredProfile, workflowSteps } from './journeys';

const STEP_LABELS = ['Product Info', 'Scenario', 'Predicate', 'Risk', 'Tests & Standards', 'Finalize'];

function messages(page: Page) {
  return page.getByRole('status').or(page.getByRole('alert'));
}

test('the stepper lists the six steps with the current one marked', async ({ signedInPage: page }) => {
  const stepper = workflowSteps(page);
  for (const label of STEP_LABELS) await expect(stepper.getByRole('button', { name: label })).toBeVisible();
  await expect(stepper.locator('[aria-current="step"]')).toHaveCount(1);
  await expect(stepper.getByRole('button', { name: 'Product Info' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
});

test('a path under /strategy/ outside the steps lands on the first step', async ({ signedInPage: page }) => {
  await page.goto('/strategy/nope');
  await expect(page).toHaveURL(FIRST_STEP_PATH);
});

test('the stepper refuses a jump past the next step and says why', async ({ signedInPage: page }) => {
  const stepper = workflowSteps(page);
  await expect(stepper).toBeVisible();
  const before = await messages(page).allInnerTexts();

  await stepper.getByRole('button', { name: 'Risk' }).click();

  await expect
    .poll(async () => (await messages(page).allInnerTexts()).filter((text) => text.trim() && !before.includes(text)))
    .not.toHaveLength(0);
  await expect(page).toHaveURL(FIRST_STEP_PATH);
  await expect(stepper.getByRole('button', { name: 'Product Info' })).toHaveAttribute('aria-current', 'step');
});

test("answering the profiler's first questions completes Product Info, so the stepper moves on to Scenario", async ({ signedInPage: page }) => {
  await fillRequiredProfile(page);

  await workflowSteps(page).getByRole('button', { name: 'Scenario' }).click();

  await expect(page).toHaveURL('/strategy/classification');
  await expect(workflowSteps(page).getByRole('button', { name: 'Scenario' })).toHaveAttribute('aria-current', 'step');
});

test('a newcomer walks through all six steps with Next and back with the keyboard', async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  await fillRequiredProfile(page);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const paths = ['classification', 'predicate', 'risk', 'tests-standards', 'finalize'];
  for (const path of paths) {
    await next.click();
    await expect(page).toHaveURL(`/strategy/${path}`);
    // Moving on from Scenario needs a chosen scenario: the classification the profile started finds them.
    if (path === 'classification') await page.getByRole('button', { name: 'Get Started' }).first().click({ timeout: 60_000 });
    // Moving on from Predicate needs a predicate chosen for the report.
    if (path === 'predicate') await page.getByRole('button', { name: 'Add to table' }).first().click({ timeout: 60_000 });
  }
  await expect(next).toBeDisabled();
  await expect(workflowSteps(page).getByRole('button', { name: 'Tests & Standards' })).toContainText('completed');

  await page.locator('body').click();
  await page.keyboard.press('Control+Alt+ArrowLeft');
  await expect(page).toHaveURL('/strategy/tests-standards');
  await page.keyboard.press('Control+Alt+1');
  await expect(page).toHaveURL(FIRST_STEP_PATH);
});
