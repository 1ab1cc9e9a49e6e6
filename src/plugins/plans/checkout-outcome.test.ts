import { describe, expect, it } from 'vitest';
import type { SessionStatus } from '../../api/contracts/payments';
import { checkoutOutcome } from './checkout-outcome';

const status = (fields: Partial<SessionStatus>): SessionStatus => ({
  session_id: 'cs_test_1',
  status: 'open',
  payment_status: 'unpaid',
  plan: 'pro',
  customer_email: null,
  plan_active: false,
  ...fields,
});

describe('checkoutOutcome', () => {
  it.each([
    [{ status: 'complete', payment_status: 'paid', plan_active: true }, 'active'],
    [{ status: 'complete', payment_status: 'no_payment_required', plan_active: true }, 'active'],
    [{ status: 'complete', payment_status: 'unpaid' }, 'processing'],
    [{ status: 'complete', payment_status: 'paid' }, 'not-applied'],
    [{ status: 'open' }, 'open'],
    [{ status: 'expired' }, 'expired'],
  ] as const)('reads %o as %s', (fields, outcome) => {
    expect(checkoutOutcome(status(fields))).toBe(outcome);
  });
});
