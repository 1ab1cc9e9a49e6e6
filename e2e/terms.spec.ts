import { expect, test } from './fixtures';
import { acceptTerms, mainNavigation, termsDialog } from './journeys';

test('a new user accepts the terms once, and they stay accepted after a reload', async ({ newAccountPage: page }) => {
  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Accept terms' })).toBeEnabled();

  await acceptTerms(page);
  await expect(dialog).toHaveCount(0);

  await page.reload({ waitUntil: 'networkidle' });
  await expect(mainNavigation(page)).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
