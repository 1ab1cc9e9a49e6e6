import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Asks ClearwayAI in the side panel about DQY and waits for its answer with sources. */
async function askAboutDqy(page: Page) {
  await page.getByRole('tab', { name: 'ClearwayAI' }).click();
  await page.getByRole('button', { name: 'What is product code DQY?' }).click();
  const conversation = page.getByRole('log', { name: 'ClearwayAI conversation' });
  await expect(conversation.getByRole('button', { name: /^Pin K\d{6}: / })).toBeVisible({ timeout: 60_000 });
  return conversation;
}

test('a thumbs down with a comment on an assistant message is sent and thanked', async ({ signedInPage: page }) => {
  const conversation = await askAboutDqy(page);
  await conversation.getByRole('button', { name: 'Thumbs down' }).last().click();
  await conversation.getByRole('textbox', { name: 'Comment (optional)' }).fill('The answer should name the recall classes.');
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText('Thanks for your feedback')).toBeVisible();
});

test('a K-number pinned from an answer opens from the Pinned list, and unpins', async ({ signedInPage: page }) => {
  const conversation = await askAboutDqy(page);
  const pin = conversation.getByRole('button', { name: /^Pin K\d{6}: / });
  const kNumber = /K\d{6}/.exec((await pin.getAttribute('aria-label')) ?? '')![0];
  await pin.click();
  await expect(conversation.getByRole('button', { name: new RegExp(`^Unpin ${kNumber}`) })).toHaveAttribute('aria-pressed', 'true');

  const pinned = page.getByRole('navigation', { name: 'Pinned sources' });
  await expect(pinned.getByText(/Pinned \(1\)/)).toBeVisible();
  await pinned.getByRole('button', { name: new RegExp(`^Open ${kNumber}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/predicates\\?k=${kNumber}$`));

  // The pin is kept on the server: a new page load lists it.
  await page.goto('/strategy/device-profiler');
  await page.getByRole('tab', { name: 'ClearwayAI' }).click();
  await pinned.getByRole('button', { name: new RegExp(`^Unpin ${kNumber}`) }).click();
  await expect(pinned.getByText(/Pinned \(0\)/)).toBeVisible();
});
