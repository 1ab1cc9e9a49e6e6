import type { SessionStatus } from '../../api/contracts/payments';
import { PLANS_TEXTS } from './plans-texts';

const TEXT = PLANS_TEXTS.result;

/** How a returned checkout went, as Stripe told the server. */
export type CheckoutOutcome = 'active' | 'processing' | 'not-applied' | 'open' | 'expired';

export function checkoutOutcome({ status, payment_status, plan_active }: SessionStatus): CheckoutOutcome {
  if (plan_active) return 'active';
  if (status === 'open') return 'open';
  if (status === 'expired') return 'expired';
  return payment_status === 'unpaid' ? 'processing' : 'not-applied';
}

/** What the page says of the outcome, for a plan of this name. */
export function outcomeText(outcome: CheckoutOutcome, planName: string): string {
  switch (outcome) {
    case 'active':
      return TEXT.active(planName);
    case 'processing':
      return TEXT.processing(planName);
    case 'not-applied':
      return TEXT.notApplied;
    case 'open':
      return TEXT.open;
    case 'expired':
      return TEXT.expired;
  }
}
