import { expect, test } from './fixtures';

test('the profile saved from the user menu comes back, and its role fills the device profiler Role', async ({ signedInPage: page }) => {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await page.getByRole('textbox', { name: 'Name' }).fill('Alice Moreau');
  await page.getByRole('textbox', { name: 'Company' }).fill('Acme Devices');
  await page.getByRole('textbox', { name: 'Role' }).fill('Regulatory Affairs Manager');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  await page.goto('/strategy/device-profiler');
  await expect(page.getByRole('listitem', { name: 'Role' })).toContainText('Regulatory Affairs Manager');

  await page.reload();
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Devices');
});
