import type { Page } from '@playwright/test';
import { PANEL_NAMES } from '../server/importer/datasets/premarket/fda-codes';
import { foiclassRecord } from '../server/modules/fda/testing/raw-fda-facts';
import { expect, test } from './fixtures';
import { fillRequiredProfile, workflowSteps } from './journeys';

const SCENARIO_PATH = '/strategy/classification';

/** What FDA's product classification file says of a code: what its card must show. */
function foiclass(productCode: string) {
  const record = foiclassRecord(productCode);
  if (!record) throw new Error(`${productCode} is not in foiclass`);
  return record;
}

function searchBox(page: Page) {
  return page.getByRole('textbox', { name: 'Add a product code' });
}

function card(page: Page, productCode: string) {
  return page.getByRole('article', { name: new RegExp(`^Scenario \\d+: ${productCode}$`) });
}

function cardCodes(page: Page) {
  return page.getByRole('list', { name: 'Scenarios' }).locator('.cw-scenario-code').allInnerTexts();
}

function toast(page: Page, text: string) {
  return page.locator('.cw-toaster').getByText(text, { exact: true });
}

/** Types a code into the search box and presses Enter. */
async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

/** Adds a code with the search box and waits for its card. */
async function addProductCode(page: Page, productCode: string) {
  await search(page, productCode);
  await expect(card(page, productCode)).toBeVisible();
  await expect(searchBox(page)).toBeEnabled();
}

async function openScenarioStep(page: Page) {
  await page.goto(SCENARIO_PATH);
  await expect(page.getByText('No scenarios found yet.')).toBeVisible();
}

/** Drags a card by the mouse (past dnd-kit's 8 px activation distance) over the far side of another card. */
async function dragCard(page: Page, from: string, onto: string) {
  const source = await card(page, from).locator('.cw-scenario-name').boundingBox();
  const target = await card(page, onto).locator('.cw-scenario-name').boundingBox();
  if (!source || !target) throw new Error('cards are not on screen');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 - 12, source.y + source.height / 2, { steps: 4 });
  await page.mouse.move(target.x + target.width - 10, target.y + target.height / 2, { steps: 20 });
  await page.mouse.up();
}

test('searching DQY adds its card with the real FDA fields; wrong, duplicate and unknown codes get the spec messages', async ({
  signedInPage: page,
}) => {
  await openScenarioStep(page);
  const dqy = foiclass('DQY');

  await search(page, 'dqy');
  const added = card(page, 'DQY');
  // The toast goes after 5 s and the card stays: the toast first.
  await expect(toast(page, 'Product code DQY successfully added to scenarios')).toBeVisible();
  await expect(added).toBeVisible();
  await expect(added).toContainText(dqy.DEVICENAME!);
  await expect(added).toContainText(dqy.REGULATIONNUMBER!);
  await expect(added).toContainText('Class II');
  await expect(added).toContainText(PANEL_NAMES[dqy.MEDICALSPECIALTY!]!);
  await expect(added).toContainText(/\d+ days|N\/A/);
  await expect(added.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toHaveAttribute('maxlength', '3');

  const message = page.getByRole('alert').filter({ hasText: /Product code|No scenario/ });
  await search(page, '');
  await expect(message).toHaveText('Product code is required');
  await search(page, 'D1Y');
  await expect(message).toHaveText('Product code must be 3 uppercase letters (e.g., DQY)');
  await search(page, 'dqy');
  await expect(message).toHaveText('Product code DQY is already in the list');
  await search(page, 'ZZZ');
  await expect(message).toHaveText('No scenario found for product code: ZZZ');
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('a drag-reorder renumbers the cards and survives a reload and a new browser', async ({ signedInPage: page }) => {
  await openScenarioStep(page);
  for (const code of ['DQY', 'LLZ', 'DXN']) await addProductCode(page, code);
  expect(await cardCodes(page)).toEqual(['DQY', 'LLZ', 'DXN']);

  await dragCard(page, 'DQY', 'LLZ');

  await expect(toast(page, 'Scenario order updated successfully')).toBeVisible();
  await expect.poll(() => cardCodes(page)).toEqual(['LLZ', 'DQY', 'DXN']);
  await expect(card(page, 'LLZ')).toHaveAccessibleName('Scenario 1: LLZ');

  await page.reload();
  await expect.poll(() => cardCodes(page)).toEqual(['LLZ', 'DQY', 'DXN']);

  // A browser without the stored list gets the one saved on the server.
  await page.evaluate(() => localStorage.removeItem('clearway.scenarios.v3'));
  await page.reload();
  await expect.poll(() => cardCodes(page)).toEqual(['LLZ', 'DQY', 'DXN']);
});

test('Next needs a selected scenario: Get Started, then Next reaches Predicate', async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  await fillRequiredProfile(page);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await expect(page).toHaveURL(SCENARIO_PATH);

  // The profile's three fields started the classification: its scenarios arrive.
  const first = page.getByRole('article').first();
  await expect(toast(page, 'Classification scenarios updated.')).toBeVisible({ timeout: 60_000 });
  await expect(first).toBeVisible();

  await next.click();
  await expect(page.getByText('To proceed, select a Scenario first!')).toBeVisible();
  await expect(page).toHaveURL(SCENARIO_PATH);

  const code = (await first.locator('.cw-scenario-code').innerText()).trim();
  await first.getByRole('button', { name: 'Get Started' }).click();
  await expect(toast(page, `Scenario 1 (${code}) added to the report`)).toBeVisible();
  await expect(first.getByRole('button', { name: 'Hide' })).toBeVisible();
  await expect(first.getByRole('list', { name: 'Progress' })).toContainText('Predicates');

  await next.click();
  await expect(page).toHaveURL('/strategy/predicate');
  await expect(page.getByText('Product code is required. Please select a scenario first.')).toHaveCount(0);
});

test('a later step opened without a selected scenario asks for one', async ({ signedInPage: page }) => {
  await page.goto('/strategy/predicate');
  await expect(page.getByText('Product code is required. Please select a scenario first.')).toBeVisible();
  await expect(workflowSteps(page).getByRole('button', { name: 'Predicate' })).toHaveAttribute('aria-current', 'step');
});

test('deleting a scenario asks for confirmation, renumbers the rest and clears the selection', async ({ signedInPage: page }) => {
  await openScenarioStep(page);
  await addProductCode(page, 'DQY');
  await addProductCode(page, 'LLZ');
  await card(page, 'DQY').getByRole('button', { name: 'Get Started' }).click();
  await expect(card(page, 'DQY').getByRole('button', { name: 'Hide' })).toBeVisible();

  await card(page, 'DQY').getByRole('button', { name: 'Delete this scenario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Item' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'DQY')).toBeVisible();

  await card(page, 'DQY').getByRole('button', { name: 'Delete this scenario' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Scenario DQY successfully deleted')).toBeVisible();
  await expect(card(page, 'DQY')).toHaveCount(0);
  await expect(card(page, 'LLZ')).toHaveAccessibleName('Scenario 1: LLZ');
  await expect(card(page, 'LLZ').getByRole('button', { name: 'Get Started' })).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('clearway.scenarios.v3'));
  await page.reload();
  await expect.poll(() => cardCodes(page)).toEqual(['LLZ']);
});

test('the detail dialog shows the scenario and the latest cleared devices of its product code', async ({ signedInPage: page }) => {
  await openScenarioStep(page);
  await addProductCode(page, 'DQY');

  await card(page, 'DQY').getByRole('button', { name: 'Show details for DQY' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scenario 1: DQY' });
  await expect(dialog).toBeVisible();
  for (const section of ['Device Information', 'Regulatory Details', 'Review-time forecast', 'Risk Snapshot']) {
    await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(dialog).toContainText(foiclass('DQY').REGULATIONNUMBER!);
  const firstDevice = dialog.getByRole('button', { expanded: false }).filter({ hasText: /K\d{6}/ }).first();
  await expect(firstDevice).toBeVisible();
  await firstDevice.click();
  await expect(dialog.getByRole('button', { expanded: true }).filter({ hasText: /K\d{6}/ })).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
