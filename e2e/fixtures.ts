import { test as base, type Page } from '@playwright/test';
import { acceptTerms, createAccount, newCredentials, termsDialog } from './journeys';

export { expect } from '@playwright/test';

interface Fixtures {
  /** `page`, signed in to a fresh account (unique email) at the first step; terms not yet accepted. */
  newAccountPage: Page;
  /** `page`, signed in to a fresh account that has accepted the terms. */
  signedInPage: Page;
}

export const test = base.extend<Fixtures>({
  newAccountPage: async ({ page }, use) => {
    await createAccount(page, newCredentials());
    await use(page);
  },
  signedInPage: async ({ newAccountPage: page }, use) => {
    await termsDialog(page).waitFor();
    await acceptTerms(page);
    await use(page);
  },
});
