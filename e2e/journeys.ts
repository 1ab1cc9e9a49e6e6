import type { Page } from '@playwright/test';

/** Steps that e2e fixtures and the benchmarks both take; they wait, they do not assert. */

export const FIRST_STEP_PATH = '/strategy/device-profiler';
const TEST_PASSWORD = 'correct-horse-1';

export interface Credentials {
  email: string;
  password: string;
}

export function newCredentials(): Credentials {
  const random = Math.random().toString(36).slice(2, 10);
  return { email: `user-${Date.now()}-${random}@example.test`, password: TEST_PASSWORD };
}

async function submitSignIn(page: Page, { email, password }: Credentials, button: 'Sign in' | 'Create account') {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** Creates the account from the sign-in page; a new user lands on the first workflow step. */
export async function createAccount(page: Page, credentials: Credentials): Promise<void> {
  await submitSignIn(page, credentials, 'Create account');
  await page.waitForURL(`**${FIRST_STEP_PATH}`);
}

/** Signs in from the sign-in page and waits to leave it. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await submitSignIn(page, credentials, 'Sign in');
  await page.waitForURL((url) => url.pathname.startsWith('/strategy/'));
}

export function termsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Terms of Use' });
}

export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Accept terms' }).click();
  await termsDialog(page).waitFor({ state: 'hidden' });
}

export function commandPalette(page: Page) {
  return page.getByRole('dialog', { name: 'Command palette' });
}

export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/sign-in');
}

export function workflowSteps(page: Page) {
  return page.getByRole('navigation', { name: 'Workflow steps' });
}

/** Opens the palette with Ctrl+K once the workspace is on screen (the shortcut is bound by then). */
export async function openCommandPalette(page: Page) {
  await workflowSteps(page).waitFor();
  await page.keyboard.press('Control+k');
  const palette = commandPalette(page);
  await palette.waitFor();
  return palette;
}

export function profilerComposer(page: Page) {
  return page.getByRole('textbox', { name: 'Send a message...' });
}

export function profilerThread(page: Page) {
  return page.getByRole('log', { name: 'Device profiler chat' });
}

/** Sends a message in the profiler chat and waits until the reply has finished streaming. */
export async function sendProfilerMessage(page: Page, text: string): Promise<void> {
  const replies = profilerThread(page).locator('[data-role="assistant"]');
  const before = await replies.count();
  await profilerComposer(page).fill(text);
  await profilerComposer(page).press('Enter');
  await page.getByRole('button', { name: 'Stop reply' }).waitFor({ state: 'hidden' });
  await replies.nth(before).waitFor().catch(() => undefined);
}

/** Answers the profiler's first questions: the three fields every later step needs. */
export async function fillRequiredProfile(page: Page): Promise<void> {
  await sendProfilerMessage(page, 'Start the device profiler!');
  await sendProfilerMessage(page, 'skip');
  await sendProfilerMessage(page, "It's called PulseRing");
  await sendProfilerMessage(page, 'A ring-shaped pulse oximeter with an optical sensor, a battery and a Bluetooth radio.');
  await sendProfilerMessage(page, 'Intended to measure SpO2 and pulse rate in adults at home.');
  // The profile takes the last answer 500 ms after the reply (SPEC section 9); then Product Info is completed.
  await workflowSteps(page).getByRole('button', { name: 'Product Info' }).filter({ hasText: 'completed' }).waitFor();
}
