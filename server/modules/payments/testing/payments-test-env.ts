import Stripe from 'stripe';
import { eventObject } from './stripe-objects.ts';
import type { StripeStandIn } from './stripe-stand-in.ts';

/** The Stripe settings of the payments tests: test-mode keys and the two plans' prices. */
export const TEST_STRIPE = {
  secretKey: 'sk_test_51ClearwayStandInSecretKey000000000000',
  publishableKey: 'pk_test_51ClearwayStandInPublishableKey0000000',
  webhookSecret: 'whsec_clearwayStandInWebhookSecret000000000000',
  prices: [
    { id: 'price_1ClearwayPro', unit_amount: 4900, currency: 'usd', interval: 'month' as const },
    { id: 'price_1ClearwayTeam', unit_amount: 14900, currency: 'usd', interval: 'month' as const },
  ],
} as const;

/** The environment that turns payments on, against the stand-in at `origin`. */
export function paymentsEnv(origin: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: TEST_STRIPE.secretKey,
    STRIPE_PUBLISHABLE_KEY: TEST_STRIPE.publishableKey,
    STRIPE_WEBHOOK_SECRET: TEST_STRIPE.webhookSecret,
    STRIPE_PRICE_PRO: TEST_STRIPE.prices[0].id,
    STRIPE_PRICE_TEAM: TEST_STRIPE.prices[1].id,
    STRIPE_API_BASE: origin,
  };
}

/** Starts the stand-in with the test key and prices. */
export const standInOptions = { secretKey: TEST_STRIPE.secretKey, prices: TEST_STRIPE.prices };

/** A webhook call as Stripe makes it: the event's JSON and its Stripe-Signature header, signed by the SDK's test helper. */
export function signedEvent(type: string, object: object, secret: string = TEST_STRIPE.webhookSecret) {
  const payload = JSON.stringify(eventObject(type, object, Stripe.API_VERSION));
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } };
}

/** The Checkout Session the stand-in holds, as a webhook event carries it. */
export const sessionEvent = (standIn: StripeStandIn, type: string, sessionId: string) => signedEvent(type, standIn.session(sessionId));
