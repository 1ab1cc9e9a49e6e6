import { type } from 'arktype';

/**
 * Plans and payments of the REST base (/payments): the plans Clearway offers, the caller's current one, and
 * Stripe's Embedded Checkout to buy a paid plan. A paid plan is recorded only from what Stripe says (its
 * signed webhook, or the server asking Stripe about a session), never from the browser's word.
 */

export const PAYMENTS_PATH = '/payments';

/** The routes under PAYMENTS_PATH. */
export const PAYMENTS_ROUTES = {
  plans: '/plans',
  createCheckoutSession: '/create-checkout-session',
  sessionStatus: '/session-status',
  /** Stripe's calls, signed with the webhook secret; no bearer token. */
  webhook: '/webhook',
} as const;

/** A payments call's path on the REST base. */
export const paymentsPath = (route: keyof typeof PAYMENTS_ROUTES): string => `${PAYMENTS_PATH}${PAYMENTS_ROUTES[route]}`;

/** The app's plans page, where Stripe's checkout returns with `?session_id=cs_...`. */
export const PLANS_PAGE_PATH = '/plans';
export const CHECKOUT_RETURN_PARAM = 'session_id';

/** Checkout Sessions one user may create per minute. */
export const CHECKOUT_SESSIONS_PER_MINUTE = 10;

/** The plans that are bought through Stripe; every user without one is on 'free'. */
export const PAID_PLAN_IDS = ['pro', 'team'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export const FREE_PLAN_ID = 'free';
export type PlanId = typeof FREE_PLAN_ID | PaidPlanId;

export const PAYMENTS_MESSAGES = {
  /** 503 of every payments call while Stripe is not configured on the server. */
  notConfigured: 'Payments are not configured',
  /** 503: Stripe could not be reached or refused the call (the server log has its answer). */
  unavailable: 'The payment service is not available right now. Please try again later.',
  /** 404: no checkout session of the caller has this id (another user's answers the same). */
  sessionNotFound: 'Checkout session not found',
  /** 409: the caller already pays for a plan; changing it goes through support. */
  alreadySubscribed: (planName: string) => `You are already on the ${planName} plan. To change it, contact support.`,
  /** 400 of the webhook: the Stripe-Signature header does not match the body. */
  badSignature: 'The Stripe signature of this webhook is missing or does not match',
} as const;

const PaidPlan = type.enumerated(...PAID_PLAN_IDS);
const AnyPlan = type.enumerated(FREE_PLAN_ID, ...PAID_PLAN_IDS);

/** POST /payments/create-checkout-session: the paid plan to buy. */
export const CreateCheckoutSessionBody = type({ plan: PaidPlan });
export type CreateCheckoutSessionBody = typeof CreateCheckoutSessionBody.infer;

/** Its answer: what Stripe.js needs to mount Embedded Checkout, and the session's id. */
export const CheckoutSessionCreated = type({ client_secret: 'string', session_id: 'string' });
export type CheckoutSessionCreated = typeof CheckoutSessionCreated.infer;

/** A Checkout Session id as Stripe makes them (cs_test_... or cs_live_...). */
export const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/** GET /payments/session-status?session_id=cs_... */
export const SessionStatusQuery = type({
  session_id: type('string').narrow(
    (value, ctx) => CHECKOUT_SESSION_ID.test(value) || ctx.reject({ expected: 'a Checkout Session id (cs_...)' }),
  ),
});

/**
 * Its answer, as Stripe tells the server now: `status` open (not paid yet: a declined card leaves it open),
 * complete or expired; `payment_status` paid, unpaid or no_payment_required; `plan` the session's plan;
 * `plan_active` whether that plan is now the caller's current one.
 */
export const SessionStatus = type({
  session_id: 'string',
  status: "'open' | 'complete' | 'expired'",
  payment_status: "'paid' | 'unpaid' | 'no_payment_required'",
  plan: PaidPlan,
  customer_email: 'string | null',
  plan_active: 'boolean',
});
export type SessionStatus = typeof SessionStatus.infer;

/** A paid plan's price as Stripe gives it: amount in the currency's minor unit, per interval. */
export const PlanPrice = type({
  amount: 'number.integer >= 0',
  currency: 'string',
  interval: "'day' | 'week' | 'month' | 'year' | null",
});
export type PlanPrice = typeof PlanPrice.infer;

/** One plan: its features in plain words, and its price (null for Free, and when Stripe did not say). */
export const Plan = type({
  id: AnyPlan,
  name: 'string',
  summary: 'string',
  features: 'string[]',
  price: PlanPrice.or('null'),
});
export type Plan = typeof Plan.infer;

/** GET /payments/plans. `payments_enabled` false: the server has no Stripe settings, so nothing can be bought. */
export const PlansOverview = type({
  payments_enabled: 'boolean',
  /** Stripe's publishable key, for Stripe.js; null while payments are off. */
  publishable_key: 'string | null',
  plans: Plan.array(),
  /** The caller's plan: 'free' (name 'Free', since null) unless Stripe confirmed a paid one. */
  current_plan: { id: AnyPlan, name: 'string', since: 'string | null' },
});
export type PlansOverview = typeof PlansOverview.infer;
