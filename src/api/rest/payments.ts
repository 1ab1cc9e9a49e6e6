import type { ApiClients } from '../clients';
import {
  CheckoutSessionCreated,
  paymentsPath,
  PlansOverview,
  SessionStatus,
  type PaidPlanId,
} from '../contracts/payments';
import { getJson, postJson } from '../json';

interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Plans and payments (REST /payments). Without Stripe settings on the server, `plans` says payments are
 * off and the other two fail with ApiError 503 'Payments are not configured'.
 */
export function paymentsApi({ rest }: Pick<ApiClients, 'rest'>) {
  return {
    plans: ({ signal }: CallOptions = {}): Promise<PlansOverview> => getJson(rest, paymentsPath('plans'), PlansOverview, { signal }),
    /** A Checkout Session for Stripe's Embedded Checkout; 409 while the user already pays for a plan. */
    createCheckoutSession: (plan: PaidPlanId): Promise<CheckoutSessionCreated> =>
      postJson(rest, paymentsPath('createCheckoutSession'), { plan }, CheckoutSessionCreated),
    /** What Stripe says of one of the user's sessions; a paid one is then the user's plan. */
    sessionStatus: (sessionId: string, { signal }: CallOptions = {}): Promise<SessionStatus> =>
      getJson(rest, paymentsPath('sessionStatus'), SessionStatus, { query: { session_id: sessionId }, signal }),
  };
}
