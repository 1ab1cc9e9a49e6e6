import type { Page } from '@playwright/test';
import { summaryCases, type SummaryCase } from '../server/modules/ai/chat/profiler/testing/summary-cases';
import { summaryPdfs } from '../server/modules/documents/testing/summary-samples';
import { expect, test } from './fixtures';
import { profilerComposer, profilerThread, sendProfilerMessage } from './journeys';

/** A small but real PDF: the server checks the bytes, not just the name. */
const SPEC_SHEET = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function profileCard(page: Page, label: string) {
  return page.getByRole('region', { name: 'Device Profile' }).getByRole('listitem', { name: label });
}

/** The value a profile card shows ('Not provided yet' when empty). */
function cardValue(page: Page, label: string) {
  return profileCard(page, label).locator('.cw-profile-value');
}

const ASK_ROLE = 'What is your role in bringing this device to market?';

/** One pasted section: the card it fills, the label the user wrote and the text under it, as written. */
interface PastedSection {
  card: string;
  label: string;
  value: string;
  written: string;
}

/**
 * A real summary's texts as a user pastes what they already wrote: a greeting, then a heading, a bold label,
 * bullets, numbered items and a plain label, one per field.
 */
function pastedSections({ texts }: SummaryCase): PastedSection[] {
  const section = (card: string, label: string, value: string | undefined, write: (label: string, value: string) => string) => ({
    card,
    label,
    value: value!,
    written: write(label, value!),
  });
  return [
    section('Device Name', 'Device name', texts.device_name, (label, value) => `## ${label}\n${value}`),
    section('Description', 'Device description', texts.description, (label, value) => `**${label}:** ${value}`),
    section('Intended Use', 'Indications for use', texts.intended_use, (label, value) => `- ${label}: ${value}`),
    section('Key Specifications', 'Key specifications', texts.key_specifications, (label, value) => `- **${label}:** ${value}`),
    section('Functionality', 'Principle of operation', texts.functionality, (label, value) => `1. ${label}: ${value}`),
    section('References', 'Standards', texts.references, (label, value) => `2. ${label}: ${value}`),
    section('Role', 'Role', texts.role, (label, value) => `${label}: ${value}`),
  ];
}

const pastedBlock = (sections: readonly PastedSection[]) =>
  ['Hi, here is what we have for our 510(k) so far:', ...sections.map(({ written }) => written)].join('\n\n');

test('a whole interview fills every profile field through the chat, then an inline edit and a reload', async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  await expect(page.getByRole('heading', { name: 'Hello there!' })).toBeVisible();
  await expect(page.getByText("Let's build your Device Profile!")).toBeVisible();
  await expect(page.getByRole('button', { name: "What's the purpose of device profiler?" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();

  await page.getByRole('button', { name: 'Start the device profiler!' }).click();
  await expect(profilerThread(page)).toContainText(ASK_ROLE);

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
  await expect(profilerThread(page)).toContainText(ASK_ROLE);
});

test('a new user pastes a labelled block of a real summary and every card shows its value', async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  // A 2025 summary that gives all seven text fields (the one the profiler's paste tests read).
  const summary = summaryCases().find(({ texts }) => Object.keys(texts).length === 7)!;
  const sections = pastedSections(summary);

  await sendProfilerMessage(page, pastedBlock(sections));
  await expect(profilerThread(page)).toContainText("I've filled these fields from your text:");
  await expect(profilerThread(page)).toContainText('Would you like to attach documents');

  for (const { card, label, value } of sections) {
    // The whole text and nothing else: neither the label nor its markdown.
    await expect(cardValue(page, card), card).toHaveText(value);
    await expect(cardValue(page, card), card).not.toContainText(`${label}:`);
    await expect(profileCard(page, card).getByText('High', { exact: true }), card).toBeVisible();
  }
  await expect(cardValue(page, 'Attachments')).toHaveText('No files attached');
  await expect(page.getByText('7 of 9 steps complete')).toBeVisible();
});

test("another new user attaches FDA's K231414.pdf and the profiler fills the empty fields from it, marking each with the file", async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const pdf = summaryPdfs().find(({ kNumber }) => kNumber === 'K231414')!;

  const chooser = page.waitForEvent('filechooser');
  await profileCard(page, 'Attachments').getByRole('button', { name: 'Attach file' }).click();
  await (await chooser).setFiles({ name: 'K231414.pdf', mimeType: 'application/pdf', buffer: pdf.bytes });
  await expect(profileCard(page, 'Attachments')).toContainText('K231414.pdf');

  await sendProfilerMessage(page, 'Please fill the profile from the document I attached');
  // The server reads the PDF (2.6 MB, 7 pages) before it answers.
  await expect(profilerThread(page)).toContainText("From K231414.pdf I've filled:", { timeout: 30_000 });

  // The sponsor's device description and the indications for use, as the route test reads them.
  const description = profileCard(page, 'Description');
  await expect(description.locator('.cw-profile-value')).toContainText('hollow fiber membrane oxygenator with an integrated heat exchanger');
  await expect(description.locator('.cw-profile-source')).toHaveText('From K231414.pdf');
  await expect(description.getByText('High', { exact: true })).toBeVisible();
  await expect(cardValue(page, 'Intended Use')).toContainText(
    'intended for physiologic gas exchange in adults and small adults undergoing cardiopulmonary bypass',
  );
  await expect(profileCard(page, 'Intended Use').locator('.cw-profile-source')).toHaveText('From K231414.pdf');
  await expect(cardValue(page, 'References')).toContainText('ISO 7199:2016');

  // The request itself is no value: the role stays empty, unmarked, and is asked next.
  await expect(cardValue(page, 'Role')).toHaveText('Not provided yet');
  await expect(profileCard(page, 'Role').locator('.cw-profile-source')).toHaveCount(0);
  await expect(profilerThread(page)).toContainText(ASK_ROLE);
});
