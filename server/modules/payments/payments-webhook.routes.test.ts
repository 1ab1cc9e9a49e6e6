import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { CheckoutSessionCreated, PAYMENTS_MESSAGES, PlansOverview, SessionStatus } from '../../../src/api/contracts/payments.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { usePaymentsApps } from './testing/payments-apps.ts';
import { sessionEvent, signedEvent, TEST_STRIPE } from './testing/payments-test-env.ts';
import { deletedSubscriptionObject } from './testing/stripe-objects.ts';

const BASE = '/api/rest/v1/payments';

const apps = usePaymentsApps();

/** Stripe's call: no bearer token, the raw JSON and its signature. */
function deliver({ payload, headers }: { payload: string; headers: Record<string, string> }, app = apps.paying) {
  return app.app.inject({ method: 'POST', url: `${BASE}/webhook`, headers, payload });
}

async function checkout(user: EmulatorUser, plan: 'pro' | 'team'): Promise<string> {
  const response = await apps.paying.app.inject({ method: 'POST', url: `${BASE}/create-checkout-session`, headers: bearer(user), payload: { plan } });
  expect(response.statusCode, response.body).toBe(200);
  return CheckoutSessionCreated.assert(response.json()).session_id;
}

async function currentPlanOf(user: EmulatorUser): Promise<string> {
  const response = await apps.paying.app.inject({ method: 'GET', url: `${BASE}/plans`, headers: bearer(user) });
  return PlansOverview.assert(response.json()).current_plan.id;
}

async function accepted(call: ReturnType<typeof deliver>) {
  const response = await call;
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ received: true });
}

describe('POST /payments/webhook', () => {
  it("records the plan from a signed checkout.session.completed, without a bearer token", async () => {
    const alice = await createEmulatorUser();
    const sessionId = await checkout(alice, 'team');
    apps.standIn.pay(sessionId, alice.email);
    await accepted(deliver(sessionEvent(apps.standIn, 'checkout.session.completed', sessionId)));
    expect(await currentPlanOf(alice)).toBe('team');
    // Stripe delivers an event more than once at times: the same one again changes nothing.
    await accepted(deliver(sessionEvent(apps.standIn, 'checkout.session.completed', sessionId)));
    expect(await currentPlanOf(alice)).toBe('team');
  });

  it('answers a bad, stale or missing signature 400 naming the header, and changes nothing', async () => {
    const alice = await createEmulatorUser();
    const sessionId = await checkout(alice, 'pro');
    const session = apps.standIn.pay(sessionId, alice.email);
    const good = signedEvent('checkout.session.completed', session);

    const wrongSecret = signedEvent('checkout.session.completed', session, 'whsec_notTheEndpointSecret');
    const tampered = { ...good, payload: good.payload.replace('"pro"', '"team"') };
    const stale = {
      payload: good.payload,
      headers: {
        ...good.headers,
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: good.payload,
          secret: TEST_STRIPE.webhookSecret,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
      },
    };
    const unsigned = { payload: good.payload, headers: { 'content-type': 'application/json' } };
    for (const [name, call] of Object.entries({ wrongSecret, tampered, stale, unsigned })) {
      const response = await deliver(call);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: PAYMENTS_MESSAGES.badSignature, field: 'headers.stripe-signature' });
    }
    expect(await currentPlanOf(alice)).toBe('free');
    expect(await apps.paying.db.selectFrom('user_plans').select('uid').where('uid', '=', alice.uid).execute()).toEqual([]);
  });

  it('waits for async_payment_succeeded when the session completed unpaid', async () => {
    const alice = await createEmulatorUser();
    const sessionId = await checkout(alice, 'pro');
    apps.standIn.payLater(sessionId, alice.email);
    await accepted(deliver(sessionEvent(apps.standIn, 'checkout.session.completed', sessionId)));
    expect(await currentPlanOf(alice)).toBe('free');
    apps.standIn.settle(sessionId);
    await accepted(deliver(sessionEvent(apps.standIn, 'checkout.session.async_payment_succeeded', sessionId)));
    expect(await currentPlanOf(alice)).toBe('pro');
  });

  it("acknowledges, and ignores, sessions this server did not create and events it does not act on", async () => {
    const alice = await createEmulatorUser();
    const sessionId = await checkout(alice, 'pro');
    const session = apps.standIn.pay(sessionId, alice.email);
    await accepted(deliver(signedEvent('checkout.session.completed', { ...session, id: 'cs_test_madeElsewhere' })));
    await accepted(deliver(sessionEvent(apps.standIn, 'checkout.session.expired', sessionId)));
    await accepted(deliver(signedEvent('invoice.paid', { id: 'in_123', object: 'invoice', customer: session.customer })));
    expect(await currentPlanOf(alice)).toBe('free');
  });

  it('puts the user back on Free when Stripe ends the subscription; the old session cannot bring the plan back', async () => {
    const alice = await createEmulatorUser();
    const sessionId = await checkout(alice, 'pro');
    const session = apps.standIn.pay(sessionId, alice.email);
    await accepted(deliver(sessionEvent(apps.standIn, 'checkout.session.completed', sessionId)));
    expect(await currentPlanOf(alice)).toBe('pro');

    const ended = deletedSubscriptionObject(session.subscription!, session.customer!, session.metadata);
    await accepted(deliver(signedEvent('customer.subscription.deleted', ended)));
    expect(await currentPlanOf(alice)).toBe('free');

    await accepted(deliver(sessionEvent(apps.standIn, 'checkout.session.completed', sessionId)));
    const status = await apps.paying.app.inject({ method: 'GET', url: `${BASE}/session-status?session_id=${sessionId}`, headers: bearer(alice) });
    expect(SessionStatus.assert(status.json())).toMatchObject({ payment_status: 'paid', plan_active: false });
    expect(await currentPlanOf(alice)).toBe('free');

    // A new purchase is a new plan, for the same Stripe customer.
    const renewed = await checkout(alice, 'team');
    expect(apps.standIn.requests.at(-1)!.form).toMatchObject({ customer: session.customer });
    apps.standIn.pay(renewed, alice.email);
    await accepted(deliver(sessionEvent(apps.standIn, 'checkout.session.completed', renewed)));
    expect(await currentPlanOf(alice)).toBe('team');
  });

  it("answers 503 'Payments are not configured' without Stripe settings", async () => {
    const response = await deliver(signedEvent('checkout.session.completed', { id: 'cs_test_1', object: 'checkout.session' }), apps.unconfigured);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: PAYMENTS_MESSAGES.notConfigured });
  });

  it('is the only payments route without a bearer token', async () => {
    for (const [method, path] of [['GET', '/plans'], ['POST', '/create-checkout-session'], ['GET', '/session-status?session_id=cs_test_1']] as const) {
      const response = await apps.paying.app.inject({ method, url: `${BASE}${path}` });
      expect(response.statusCode, path).toBe(401);
    }
  });
});
