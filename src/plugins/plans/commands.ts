import { PLANS_PAGE_PATH } from '../../api/contracts/payments';
import { navigateTo } from '../../app/workflow/navigation';
import type { Command } from '../../commands/types';

declare module '../../commands/types' {
  interface CommandArgs {
    'plans.open': void;
  }
}

/** Set by the plans plugin: whether the server sells plans (GET /payments/plans says payments_enabled). */
export const PAYMENTS_ENABLED_KEY = 'payments.enabled';

/** Opens the plans page; shown (palette, user menu) only while payments are on. */
export const openPlansCommand: Command = {
  id: 'plans.open',
  title: 'Open plans',
  category: 'Account',
  keywords: ['plan', 'upgrade', 'pricing', 'subscription', 'billing', 'payment', 'pro', 'team'],
  when: (context) => context[PAYMENTS_ENABLED_KEY] === true,
  run: () => navigateTo(PLANS_PAGE_PATH),
};
