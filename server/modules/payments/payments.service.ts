import type Stripe from 'stripe';
import {
  FREE_PLAN_ID,
  PAYMENTS_MESSAGES,
  type CheckoutSessionCreated,
  type PaidPlanId,
  type PlansOverview,
  type SessionStatus,
} from '../../../src/api/contracts/payments.ts';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import { PaymentsNotConfiguredError } from './payments-errors.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { PaymentsSettings } from './payments-settings.ts';
import { isPaidPlan, PLAN_CATALOGUE, planName } from './plan-catalogue.ts';
import { createPriceCache } from './price-cache.ts';
import { sessionFacts, type CheckoutSessionFacts, type StripeGateway } from './stripe-gateway.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export interface Payments {
  settings: PaymentsSettings;
  gateway: StripeGateway;
}

export interface PaymentsLog {
  warn(message: string): void;
  info(message: string): void;
}

/** The buyer of a checkout: the signed-in caller. */
export interface Buyer {
  uid: string;
  email: string | null;
}

/** A session whose payment went through: paid now, or nothing to pay (a free trial, a 100% coupon). */
const isPaid = (facts: CheckoutSessionFacts) =>
  facts.status === 'complete' && (facts.payment_status === 'paid' || facts.payment_status === 'no_payment_required');

/**
 * Plans and payments. With `payments` null (no Stripe settings) the plans can be read, but every Stripe
 * call answers 503 'Payments are not configured'. A paid plan is recorded only from what Stripe says.
 */
export function createPaymentsService(repository: PaymentsRepository, payments: Payments | null, log: PaymentsLog) {
  const priceOf = payments
    ? createPriceCache(payments.gateway.retrievePrice, {
        onFailure: (priceId, error) => log.warn(`Stripe price ${priceId} could not be read: ${String(error instanceof Error && error.cause ? error.cause : error)}`),
      })
    : null;

  const configured = (): Payments => {
    if (!payments) throw new PaymentsNotConfiguredError();
    return payments;
  };

  /** The caller's current plan: a paid one only while Stripe's subscription runs. */
  async function currentPlanOf(uid: string) {
    const row = await repository.planOf(uid);
    return row?.status === 'active' ? row : undefined;
  }

  /** Records the session's plan for its owner when Stripe says it is paid; whether the plan is now theirs. */
  async function recordIfPaid(facts: CheckoutSessionFacts, owner: { uid: string; plan: PaidPlanId }): Promise<boolean> {
    if (!isPaid(facts)) return false;
    const recorded = await repository.recordPlan({
      uid: owner.uid,
      plan: owner.plan,
      sessionId: facts.id,
      customerId: facts.customerId,
      subscriptionId: facts.subscriptionId,
    });
    if (!recorded) log.warn(`Checkout Session ${facts.id} is paid, but user ${owner.uid} has another plan recorded; left as it is`);
    return recorded !== undefined;
  }

  return {
    async overview(uid: string): Promise<PlansOverview> {
      const current = await currentPlanOf(uid);
      const plans = await Promise.all(
        PLAN_CATALOGUE.map(async (plan) => ({
          ...plan,
          features: [...plan.features],
          price: payments && priceOf && isPaidPlan(plan) ? await priceOf(payments.settings.priceIds[plan.id]) : null,
        })),
      );
      const currentId = current?.plan ?? FREE_PLAN_ID;
      return {
        payments_enabled: payments !== null,
        publishable_key: payments?.settings.publishableKey ?? null,
        plans,
        current_plan: { id: currentId, name: planName(currentId), since: current?.updated_at.toISOString() ?? null },
      };
    },

    /** A Checkout Session for Embedded Checkout; refused (409) while the buyer already pays for a plan. */
    async createCheckoutSession(buyer: Buyer, plan: PaidPlanId, returnUrl: string): Promise<CheckoutSessionCreated> {
      const { gateway } = configured();
      const saved = await repository.planOf(buyer.uid);
      if (saved?.status === 'active') throw new ConflictError(PAYMENTS_MESSAGES.alreadySubscribed(planName(saved.plan)));
      const session = await gateway.createCheckoutSession({
        uid: buyer.uid,
        plan,
        returnUrl,
        // A user whose earlier plan ended buys again as the same Stripe customer.
        customerId: saved?.stripe_customer_id ?? null,
        email: buyer.email,
      });
      await repository.addSession(session.id, buyer.uid, plan);
      return { client_secret: session.clientSecret, session_id: session.id };
    },

    /** What Stripe says of the caller's session now; a paid one becomes the caller's plan. */
    async sessionStatus(uid: string, sessionId: string): Promise<SessionStatus> {
      const { gateway } = configured();
      const owner = await repository.findSession(sessionId);
      if (!owner || owner.uid !== uid) throw new NotFoundError(PAYMENTS_MESSAGES.sessionNotFound);
      const facts = await gateway.retrieveCheckoutSession(sessionId);
      await recordIfPaid(facts, owner);
      const current = await currentPlanOf(uid);
      return {
        session_id: facts.id,
        status: facts.status,
        payment_status: facts.payment_status,
        plan: owner.plan,
        customer_email: facts.customerEmail,
        plan_active: current?.plan === owner.plan && current.stripe_session_id === facts.id,
      };
    },

    /** Acts on one webhook call: verifies Stripe's signature (else 400, nothing changed), then the event. */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const event = configured().gateway.verifyEvent(rawBody, signature);
      await handleEvent(event);
    },
  };

  async function handleEvent(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const facts = sessionFacts(event.data.object);
        const owner = await repository.findSession(facts.id);
        if (!owner) {
          log.info(`Stripe event ${event.id}: Checkout Session ${facts.id} was not created by this server; ignored`);
          return;
        }
        await recordIfPaid(facts, owner);
        return;
      }
      case 'customer.subscription.deleted':
        await repository.cancelSubscription(event.data.object.id);
        return;
      default:
        return;
    }
  }
}
