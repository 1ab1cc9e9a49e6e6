import { expect, test } from './fixtures';
import { FIRST_STEP_PATH } from './journeys';

test('an unknown page shows the full-page error screen', async ({ signedInPage: page }) => {
  await page.goto('/definitely-not-a-page');

  await expect(page.getByText('Page Error', { exact: true })).toBeVisible();
  await expect(page.getByText('A problem occurred while loading this page...', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', /^mailto:.+@/);

  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(FIRST_STEP_PATH);
});
