import { expect, test } from './fixtures';
import { commandPalette, FIRST_STEP_PATH, openCommandPalette, workflowSteps } from './journeys';

const KEY_NAMES = /^(ctrl|alt|shift|cmd|meta|option|control)$/i;

/** The words of an item's text besides its title and its key hint (tokens like 'Ctrl+Alt+6' or 'Ctrl'). */
function wordsBesides(text: string, title: string): string[] {
  return text
    .replace(title, '')
    .split(/\s+/)
    .filter((token) => /\p{L}{2,}/u.test(token) && !token.includes('+') && !KEY_NAMES.test(token));
}

const STEP_COMMANDS = [
  'Go to Product Info',
  'Go to Scenario',
  'Go to Predicate',
  'Go to Risk',
  'Go to Tests & Standards',
  'Go to Finalize',
];

test('Ctrl+K opens the command palette, Escape closes it', async ({ signedInPage: page }) => {
  const palette = await openCommandPalette(page);
  await expect(palette.getByLabel('Search commands')).toBeVisible();
  for (const title of [...STEP_COMMANDS, 'Next step', 'Reset workflow', 'Clear all cache', 'Sign out']) {
    // Matched by the whole title: 'Go to Predicate' is a prefix of 'Go to Predicate Devices'.
    await expect(palette.getByRole('option').filter({ has: page.getByText(title, { exact: true }) })).toHaveCount(1);
  }

  await page.keyboard.press('Escape');
  await expect(commandPalette(page)).toHaveCount(0);
});

test('a command that cannot run yet is disabled and says why', async ({ signedInPage: page }) => {
  const palette = await openCommandPalette(page);
  const finalize = palette.getByRole('option', { name: 'Go to Finalize' });

  await expect(finalize).toHaveAttribute('aria-disabled', 'true');
  // The reason is a phrase of its own beside the title, e.g. "Complete 'Product Info' first".
  expect(wordsBesides(await finalize.innerText(), 'Go to Finalize').length).toBeGreaterThanOrEqual(2);
  await expect(page).toHaveURL(FIRST_STEP_PATH);
});

test('typing in the palette and pressing Enter runs the highlighted command', async ({ signedInPage: page }) => {
  await page.goto('/strategy/tests-standards');
  await expect(workflowSteps(page).getByRole('button', { name: 'Tests & Standards' })).toHaveAttribute(
    'aria-current',
    'step',
  );

  const palette = await openCommandPalette(page);
  await palette.getByLabel('Search commands').fill('risk');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/strategy/risk');
  await expect(workflowSteps(page).getByRole('button', { name: 'Risk' })).toHaveAttribute('aria-current', 'step');
});
