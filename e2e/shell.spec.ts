import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainNavigation, workflowSteps } from './journeys';

/** The text a pointer or screen-reader user gets as a hint: title, aria-description or aria-describedby. */
async function hintOf(item: Locator): Promise<string> {
  await item.hover();
  return item.evaluate((element) => {
    const describedBy = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''));
    return [element.getAttribute('title'), element.getAttribute('aria-description'), ...describedBy].join(' ');
  });
}

test('the signed-in shell offers the main navigation', async ({ signedInPage: page }) => {
  const nav = mainNavigation(page);
  await expect(nav.getByRole('link', { name: 'Predicate Devices' })).toHaveAttribute('href', '/predicates');
  await expect(nav.getByRole('link', { name: 'Regulatory Strategy' })).toHaveAttribute(
    'href',
    '/strategy/device-profiler',
  );

  for (const name of ['Home', 'Chat']) {
    const item = nav.getByRole('link', { name });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(await hintOf(item)).toMatch(/coming soon/i);
  }
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('Regulatory Strategy links to the current step', async ({ signedInPage: page }) => {
  await page.goto('/strategy/predicate');
  await expect(workflowSteps(page).getByRole('button', { name: 'Predicate' })).toHaveAttribute('aria-current', 'step');
  await expect(mainNavigation(page).getByRole('link', { name: 'Regulatory Strategy' })).toHaveAttribute(
    'href',
    '/strategy/predicate',
  );

  await page.getByRole('link', { name: 'Predicate Devices' }).click();
  await expect(page).toHaveURL('/predicates');
  await mainNavigation(page).getByRole('link', { name: 'Regulatory Strategy' }).click();
  await expect(page).toHaveURL('/strategy/predicate');
});
