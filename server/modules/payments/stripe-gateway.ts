import Stripe from 'stripe';
import { PAYMENTS_MESSAGES, type PaidPlanId, type PlanPrice } from '../../../src/api/contracts/payments.ts';
import { ValidationError } from '../../http/errors.ts';
import { PaymentsUnavailableError } from './payments-errors.ts';
import type { PaymentsSettings } from './payments-settings.ts';

/** What the server reads of a Checkout Session. */
export interface CheckoutSessionFacts {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  customerId: string | null;
  subscriptionId: string | null;
  customerEmail: string | null;
}

export interface NewCheckoutSession {
  uid: string;
  plan: PaidPlanId;
  /** Where Stripe sends the buyer back, with {CHECKOUT_SESSION_ID} in it. */
  returnUrl: string;
  /** The Stripe customer of an earlier plan, else the user's email to fill in. */
  customerId: string | null;
  email: string | null;
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;

/** How long one Stripe call may take; the SDK retries a failed call once. */
const STRIPE_TIMEOUT_MS = 20_000;

const INTERVALS = ['day', 'week', 'month', 'year'] as const;
const isInterval = (value: string | null): value is PlanPrice['interval'] & string => (INTERVALS as readonly (string | null)[]).includes(value);

const idOf = (value: string | { id: string } | null): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

export function sessionFacts(session: Stripe.Checkout.Session): CheckoutSessionFacts {
  return {
    id: session.id,
    status: (session.status ?? 'open') as CheckoutSessionFacts['status'],
    payment_status: session.payment_status as CheckoutSessionFacts['payment_status'],
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
  };
}

/** Runs a Stripe call; any failure of Stripe's (unreachable, refused) is a 503 whose cause is logged. */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new PaymentsUnavailableError(error);
  }
}

/**
 * The Stripe calls Clearway makes, through Stripe's Node SDK pointed at STRIPE_API_BASE: Checkout Sessions
 * in Embedded Checkout (ui_mode embedded_page, the name API version 2026-03-25 and later give 'embedded'),
 * prices, and webhook signatures.
 */
export function createStripeGateway(settings: PaymentsSettings) {
  const { apiBase } = settings;
  const protocol = apiBase.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(settings.secretKey, {
    host: apiBase.hostname,
    port: apiBase.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'Clearway' },
  });

  return {
    async createCheckoutSession({ uid, plan, returnUrl, customerId, email }: NewCheckoutSession): Promise<{ id: string; clientSecret: string }> {
      const metadata = { uid, plan };
      const session = await asked(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          ui_mode: 'embedded_page',
          line_items: [{ price: settings.priceIds[plan], quantity: 1 }],
          return_url: returnUrl,
          client_reference_id: uid,
          metadata,
          subscription_data: { metadata },
          ...(customerId ? { customer: customerId } : email ? { customer_email: email } : {}),
        }),
      );
      if (!session.client_secret) throw new PaymentsUnavailableError(new Error(`Checkout Session ${session.id} came without a client secret`));
      return { id: session.id, clientSecret: session.client_secret };
    },

    retrieveCheckoutSession: async (id: string): Promise<CheckoutSessionFacts> =>
      sessionFacts(await asked(() => stripe.checkout.sessions.retrieve(id))),

    /** A plan's price as Stripe gives it; null when it has no fixed amount (tiered or customer-chosen). */
    async retrievePrice(priceId: string): Promise<PlanPrice | null> {
      const price = await asked(() => stripe.prices.retrieve(priceId));
      if (price.unit_amount === null) return null;
      const interval = price.recurring?.interval ?? null;
      return { amount: price.unit_amount, currency: price.currency, interval: isInterval(interval) ? interval : null };
    },

    /** The event Stripe signed; a missing or wrong signature is a 400 naming the Stripe-Signature header. */
    verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
      try {
        return stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new ValidationError(PAYMENTS_MESSAGES.badSignature, 'headers.stripe-signature');
        }
        throw error;
      }
    },
  };
}
