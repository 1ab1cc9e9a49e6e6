import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { profilerThread, sendProfilerMessage } from './journeys';

const ROLE = '<img src=x onerror=alert(1)>';
const COMPANY = "Robert'); DELETE FROM device_profiles;--";
const DEVICE_NAME = '"><svg onload=alert(2)><script>alert(3)</script>';
const DESCRIPTION = "'; drop table scenarios; -- {{7*7}} ${7*7}";

function profileCard(page: Page, label: string) {
  return page.getByRole('region', { name: 'Device Profile' }).getByRole('listitem', { name: label });
}

/** Elements or handlers the texts would have made, had any of them been parsed as markup. */
async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]')].map((element) => element.outerHTML),
    ...[...document.scripts].filter((script) => script.text.includes('alert(')).map((script) => script.outerHTML),
  ]);
}

test('script- and SQL-looking texts typed into the app are shown as text, also after a reload', async ({ signedInPage: page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // The user profile's role fills the device profiler's Role.
  await page.goto('/profile');
  await page.getByRole('textbox', { name: 'Company' }).fill(COMPANY);
  await page.getByRole('textbox', { name: 'Role' }).fill(ROLE);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  await page.goto('/strategy/device-profiler');
  await sendProfilerMessage(page, 'Start the device profiler!');
  await sendProfilerMessage(page, "It's called PulseRing");
  await profileCard(page, 'Device Name').getByRole('button', { name: 'Edit Device Name' }).click();
  await page.getByRole('textbox', { name: 'Edit Device Name' }).fill(DEVICE_NAME);
  await page.getByRole('textbox', { name: 'Edit Device Name' }).press('Enter');
  await sendProfilerMessage(page, DESCRIPTION);

  for (const reloaded of [false, true]) {
    if (reloaded) await page.reload();
    await expect(profileCard(page, 'Role').getByText(ROLE, { exact: true })).toBeVisible();
    await expect(profileCard(page, 'Device Name').getByText(DEVICE_NAME, { exact: true })).toBeVisible();
    await expect(profilerThread(page).getByText(DESCRIPTION, { exact: true })).toBeVisible();
    expect(await injected(page)).toEqual([]);
  }
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue(COMPANY);
  expect(await injected(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});
