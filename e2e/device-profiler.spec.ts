import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { profilerComposer, profilerThread, sendProfilerMessage } from './journeys';

/** A small but real PDF: the server checks the bytes, not just the name. */
const SPEC_SHEET = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function profileCard(page: Page, label: string) {
  return page.getByRole('region', { name: 'Device Profile' }).getByRole('listitem', { name: label });
}

test('a whole interview fills every profile field through the chat, then an inline edit and a reload', async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  await expect(page.getByRole('heading', { name: 'Hello there!' })).toBeVisible();
  await expect(page.getByText("Let's build your Device Profile!")).toBeVisible();
  await expect(page.getByRole('button', { name: "What's the purpose of device profiler?" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();

  await page.getByRole('button', { name: 'Start the device profiler!' }).click();
  await expect(profilerThread(page)).toContainText('What is your role in bringing this device to market?');

  await sendProfilerMessage(page, "I'm the manufacturer");
  await sendProfilerMessage(page, "It's called PulseRing");
  await sendProfilerMessage(page, 'A ring-shaped pulse oximeter with an optical sensor, a battery and a Bluetooth radio.');
  await sendProfilerMessage(page, 'Intended to measure SpO2 and pulse rate in adults at home.');
  await sendProfilerMessage(page, 'SpO2 range 70-100%, accuracy +/-2%, weight 4 g');
  await sendProfilerMessage(page, 'It shines red and infrared light through the finger and computes saturation from the absorbance ratio.');
  await sendProfilerMessage(page, 'ISO 80601-2-61 and K213456');
  await expect(profilerThread(page)).toContainText('Would you like to attach documents');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach file' }).first().click();
  await (await chooser).setFiles({ name: 'pulsering-spec-sheet.pdf', mimeType: 'application/pdf', buffer: SPEC_SHEET });
  await expect(profileCard(page, 'Attachments')).toContainText('pulsering-spec-sheet.pdf');

  await sendProfilerMessage(page, "I've uploaded it");
  await expect(profilerThread(page)).toContainText('Shall I finalize this profile?');
  await sendProfilerMessage(page, 'yes');
  await expect(profilerThread(page)).toContainText('Your device profile is finalized');

  await expect(profileCard(page, 'Device Name')).toContainText('PulseRing');
  await expect(profileCard(page, 'Intended Use')).toContainText('SpO2');
  await expect(profileCard(page, 'Key Specifications')).toContainText('70-100%');
  await expect(profileCard(page, 'Functionality')).toContainText('infrared');
  await expect(profileCard(page, 'References')).toContainText('80601-2-61');
  await expect(profileCard(page, 'Finalize')).toContainText('Finalized');
  await expect(page.getByText('9 of 9 steps complete')).toBeVisible();
  await expect(profileCard(page, 'Device Name').getByText('High')).toBeVisible();

  // Inline edit: Escape cancels, Enter commits.
  await profileCard(page, 'Device Name').getByRole('button', { name: 'Edit Device Name' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit Device Name' });
  await editor.fill('OxiBand');
  await editor.press('Escape');
  await expect(profileCard(page, 'Device Name')).toContainText('PulseRing');
  await profileCard(page, 'Device Name').getByRole('button', { name: 'Edit Device Name' }).click();
  await editor.fill('PulseRing Pro');
  await editor.press('Enter');
  await expect(profileCard(page, 'Device Name')).toContainText('PulseRing Pro');

  // A reload restores the thread and the profile.
  const userTurns = await profilerThread(page).locator('[data-role="user"]').count();
  await page.reload();
  await expect(profilerThread(page)).toContainText('Your device profile is finalized');
  await expect(profilerThread(page).locator('[data-role="user"]')).toHaveCount(userTurns);
  await expect(profileCard(page, 'Device Name')).toContainText('PulseRing Pro');
  await expect(profilerComposer(page)).toBeEditable();
});

test('Shift+Enter adds a line and Enter sends, clearing the input', async ({ signedInPage: page }) => {
  await profilerComposer(page).click();
  await page.keyboard.type('Start the device profiler!');
  await page.keyboard.press('Shift+Enter');
  await expect(profilerComposer(page)).toHaveValue('Start the device profiler!\n');
  await page.keyboard.press('Enter');
  await expect(profilerComposer(page)).toHaveValue('');
  await expect(profilerThread(page)).toContainText('What is your role in bringing this device to market?');
});
