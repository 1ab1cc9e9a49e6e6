import { expect, test } from './fixtures';
import {
  acceptTerms,
  createAccount,
  FIRST_STEP_PATH,
  mainNavigation,
  newCredentials,
  signIn,
  signOut,
} from './journeys';

test('creating an account signs the user in on the first workflow step', async ({ page }) => {
  const credentials = newCredentials();
  await createAccount(page, credentials);
  await expect(page).toHaveURL(FIRST_STEP_PATH);
  await expect(mainNavigation(page)).toBeVisible();

  await acceptTerms(page);
  await signOut(page);
  await signIn(page, credentials);
  await expect(page).toHaveURL(FIRST_STEP_PATH);
  await expect(mainNavigation(page)).toBeVisible();
});

test('a wrong password is refused with an alert and stays on the sign-in page', async ({ page }) => {
  const credentials = newCredentials();
  await createAccount(page, credentials);
  await acceptTerms(page);
  await signOut(page);

  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL('/sign-in');
});

test('signed-out users see no main navigation', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to Clearway' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expect(mainNavigation(page)).toHaveCount(0);
});

test('signing out returns to the sign-in page without navigation', async ({ signedInPage: page }) => {
  await signOut(page);

  await expect(page).toHaveURL('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to Clearway' })).toBeVisible();
  await expect(mainNavigation(page)).toHaveCount(0);
});
