import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_SESSIONS_PER_MINUTE,
  CheckoutSessionCreated,
  PAYMENTS_MESSAGES,
  PlansOverview,
  SessionStatus,
} from '../../../src/api/contracts/payments.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { usePaymentsApps } from './testing/payments-apps.ts';
import { TEST_STRIPE } from './testing/payments-test-env.ts';
import { errorBody } from './testing/stripe-objects.ts';

const BASE = '/api/rest/v1/payments';
const APP_ORIGIN = 'http://127.0.0.1:5173';

const apps = usePaymentsApps();

interface Call {
  user?: EmulatorUser | null;
  app?: TestApp;
  payload?: object;
}

function call(method: 'GET' | 'POST', path: string, { user = null, app = apps.paying, payload }: Call = {}) {
  const headers = { origin: APP_ORIGIN, ...(user ? bearer(user) : {}) };
  return app.app.inject({ method, url: `${BASE}${path}`, headers, ...(payload && { payload }) });
}

async function plansOf(user: EmulatorUser, app = apps.paying): Promise<PlansOverview> {
  const response = await call('GET', '/plans', { user, app });
  expect(response.statusCode, response.body).toBe(200);
  return PlansOverview.assert(response.json());
}

async function checkout(user: EmulatorUser, plan: 'pro' | 'team'): Promise<CheckoutSessionCreated> {
  const response = await call('POST', '/create-checkout-session', { user, payload: { plan } });
  expect(response.statusCode, response.body).toBe(200);
  return CheckoutSessionCreated.assert(response.json());
}

async function statusOf(user: EmulatorUser, sessionId: string): Promise<SessionStatus> {
  const response = await call('GET', `/session-status?session_id=${sessionId}`, { user });
  expect(response.statusCode, response.body).toBe(200);
  return SessionStatus.assert(response.json());
}

async function refused(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  return response.json() as { code: string; message: string; field?: string };
}

const FREE = { id: 'free', name: 'Free', since: null };

describe('GET /payments/plans', () => {
  it("lists the plans with Stripe's prices, and the caller on Free until Stripe confirms a paid plan", async () => {
    const alice = await createEmulatorUser();
    const overview = await plansOf(alice);
    expect(overview).toMatchObject({ payments_enabled: true, publishable_key: TEST_STRIPE.publishableKey, current_plan: FREE });
    expect(overview.plans.map(({ id, name, price }) => ({ id, name, price }))).toEqual([
      { id: 'free', name: 'Free', price: null },
      { id: 'pro', name: 'Pro', price: { amount: 4900, currency: 'usd', interval: 'month' } },
      { id: 'team', name: 'Team', price: { amount: 14900, currency: 'usd', interval: 'month' } },
    ]);
    for (const plan of overview.plans) {
      expect(plan.summary).not.toBe('');
      expect(plan.features.length).toBeGreaterThan(1);
    }
  });

  it('says payments are off when the server has no Stripe settings, and still lists the plans', async () => {
    const alice = await createEmulatorUser();
    const overview = await plansOf(alice, apps.unconfigured);
    expect(overview).toMatchObject({ payments_enabled: false, publishable_key: null, current_plan: FREE });
    expect(overview.plans.map((plan) => [plan.id, plan.price])).toEqual([['free', null], ['pro', null], ['team', null]]);
  });

  it('answers 401 without a bearer token', async () => {
    expect((await refused(await call('GET', '/plans'), 401)).code).toBe('AUTH_ERROR');
  });

  it("lets the page load Stripe.js and its checkout frame only while payments are on", async () => {
    const directives = async (app: TestApp) => {
      const csp = String((await call('GET', '/plans', { app })).headers['content-security-policy']);
      return new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    };
    const on = await directives(apps.paying);
    expect(on.get('script-src')).toContain('https://js.stripe.com');
    expect(on.get('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://checkout.stripe.com']));
    expect(on.get('connect-src')).toContain('https://api.stripe.com');
    const off = await directives(apps.unconfigured);
    expect(off.get('script-src')).toEqual(["'self'"]);
    expect(off.get('frame-src')).toEqual(["'self'"]);
  });
});

describe('POST /payments/create-checkout-session', () => {
  it("creates an Embedded Checkout session for the plan's price, notes who created it, and records no plan", async () => {
    const alice = await createEmulatorUser();
    const before = apps.standIn.requests.length;
    const created = await checkout(alice, 'team');
    expect(created.client_secret).toMatch(new RegExp(`^${created.session_id}_secret_`));

    const sent = apps.standIn.requests.slice(before);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /v1/checkout/sessions']);
    expect(sent[0]!.form).toEqual({
      mode: 'subscription',
      ui_mode: 'embedded_page',
      'line_items[0][price]': TEST_STRIPE.prices[1].id,
      'line_items[0][quantity]': '1',
      return_url: `${APP_ORIGIN}/plans?session_id={CHECKOUT_SESSION_ID}`,
      client_reference_id: alice.uid,
      'metadata[uid]': alice.uid,
      'metadata[plan]': 'team',
      'subscription_data[metadata][uid]': alice.uid,
      'subscription_data[metadata][plan]': 'team',
      customer_email: alice.email,
    });
    expect(sent[0]!.headers['stripe-version']).toBe('2026-10-28.endive');

    const noted = await apps.paying.db.selectFrom('checkout_sessions').selectAll().where('id', '=', created.session_id).executeTakeFirst();
    expect(noted).toMatchObject({ uid: alice.uid, plan: 'team' });
    expect((await plansOf(alice)).current_plan).toEqual(FREE);
  });

  it('refuses a missing or unknown plan with 400 naming body.plan, and asks Stripe nothing', async () => {
    const alice = await createEmulatorUser();
    const before = apps.standIn.requests.length;
    const cases: Array<[object | undefined, string]> = [
      [undefined, 'body.plan must be "pro" or "team" (was missing)'],
      [{}, 'body.plan must be "pro" or "team" (was missing)'],
      [{ plan: 'free' }, 'body.plan must be "pro" or "team" (was "free")'],
      [{ plan: 'PRO' }, 'body.plan must be "pro" or "team" (was "PRO")'],
      [{ plan: 2 }, 'body.plan must be "pro" or "team" (was 2)'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/create-checkout-session', { user: alice, ...(payload && { payload }) });
      expect(await refused(response, 400), message).toEqual(expect.objectContaining({ code: 'VALIDATION_ERROR', message, field: 'body.plan' }));
    }
    expect(apps.standIn.requests.length).toBe(before);
  });

  it("answers 503 'Payments are not configured' without Stripe settings", async () => {
    const alice = await createEmulatorUser();
    const response = await call('POST', '/create-checkout-session', { user: alice, app: apps.unconfigured, payload: { plan: 'pro' } });
    expect(await refused(response, 503)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: PAYMENTS_MESSAGES.notConfigured });
  });

  it("answers 503 when Stripe refuses, keeping Stripe's error out of the answer, and notes no session", async () => {
    const alice = await createEmulatorUser();
    apps.standIn.failNext(500, errorBody('api_error', 'An unknown error occurred while processing your request.'));
    const response = await call('POST', '/create-checkout-session', { user: alice, payload: { plan: 'pro' } });
    expect(await refused(response, 503)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: PAYMENTS_MESSAGES.unavailable });
    expect(await apps.paying.db.selectFrom('checkout_sessions').select('id').where('uid', '=', alice.uid).execute()).toEqual([]);
  });

  it('refuses a new checkout (409) while the caller pays for a plan', async () => {
    const alice = await createEmulatorUser();
    const { session_id } = await checkout(alice, 'pro');
    apps.standIn.pay(session_id, alice.email);
    expect((await statusOf(alice, session_id)).plan_active).toBe(true);
    const again = await call('POST', '/create-checkout-session', { user: alice, payload: { plan: 'team' } });
    expect(await refused(again, 409)).toMatchObject({ code: 'CONFLICT', message: PAYMENTS_MESSAGES.alreadySubscribed('Pro') });
  });

  it(`lets a user create ${CHECKOUT_SESSIONS_PER_MINUTE} sessions a minute, then answers 429`, async () => {
    const alice = await createEmulatorUser();
    for (let n = 0; n < CHECKOUT_SESSIONS_PER_MINUTE; n += 1) await checkout(alice, 'pro');
    const response = await call('POST', '/create-checkout-session', { user: alice, payload: { plan: 'pro' } });
    expect((await refused(response, 429)).code).toBe('RATE_LIMITED');
    expect(response.headers['retry-after']).toBeDefined();
    // Another user is not held back.
    await checkout(await createEmulatorUser(), 'pro');
  });

  it('answers 401 without a bearer token', async () => {
    expect((await refused(await call('POST', '/create-checkout-session', { payload: { plan: 'pro' } }), 401)).code).toBe('AUTH_ERROR');
  });
});

describe('GET /payments/session-status', () => {
  it('answers open and unpaid after a declined card, and records nothing', async () => {
    const alice = await createEmulatorUser();
    const { session_id } = await checkout(alice, 'pro');
    apps.standIn.decline(session_id);
    expect(await statusOf(alice, session_id)).toEqual({
      session_id,
      status: 'open',
      payment_status: 'unpaid',
      plan: 'pro',
      customer_email: alice.email,
      plan_active: false,
    });
    expect((await plansOf(alice)).current_plan).toEqual(FREE);
  });

  it('records the plan when Stripe says the session is paid, with its customer and subscription', async () => {
    const alice = await createEmulatorUser();
    const { session_id } = await checkout(alice, 'pro');
    // Paid at Stripe, but nobody has asked Stripe yet: the plan is not the user's.
    const paid = apps.standIn.pay(session_id, alice.email);
    expect((await plansOf(alice)).current_plan).toEqual(FREE);

    expect(await statusOf(alice, session_id)).toEqual({
      session_id,
      status: 'complete',
      payment_status: 'paid',
      plan: 'pro',
      customer_email: alice.email,
      plan_active: true,
    });
    const { current_plan } = await plansOf(alice);
    expect(current_plan).toMatchObject({ id: 'pro', name: 'Pro' });
    expect(Date.parse(current_plan.since!)).toBeGreaterThan(Date.now() - 60_000);
    const row = await apps.paying.db.selectFrom('user_plans').selectAll().where('uid', '=', alice.uid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ plan: 'pro', status: 'active', stripe_session_id: session_id, stripe_customer_id: paid.customer, stripe_subscription_id: paid.subscription });
    // Asking again changes nothing.
    expect((await statusOf(alice, session_id)).plan_active).toBe(true);
  });

  it('waits for the money when the session completed unpaid (bank debit)', async () => {
    const alice = await createEmulatorUser();
    const { session_id } = await checkout(alice, 'team');
    apps.standIn.payLater(session_id, alice.email);
    expect(await statusOf(alice, session_id)).toMatchObject({ status: 'complete', payment_status: 'unpaid', plan_active: false });
    expect((await plansOf(alice)).current_plan).toEqual(FREE);
    apps.standIn.settle(session_id);
    expect(await statusOf(alice, session_id)).toMatchObject({ status: 'complete', payment_status: 'paid', plan_active: true });
    expect((await plansOf(alice)).current_plan.id).toBe('team');
  });

  it('answers an expired session as expired', async () => {
    const alice = await createEmulatorUser();
    const { session_id } = await checkout(alice, 'pro');
    apps.standIn.expire(session_id);
    expect(await statusOf(alice, session_id)).toMatchObject({ status: 'expired', payment_status: 'unpaid', plan_active: false });
  });

  it("answers another user's session id 404, as an unknown one, without asking Stripe", async () => {
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const { session_id } = await checkout(alice, 'pro');
    apps.standIn.pay(session_id, alice.email);
    const before = apps.standIn.requests.length;
    for (const id of [session_id, 'cs_test_unknown0000']) {
      const response = await call('GET', `/session-status?session_id=${id}`, { user: bob });
      expect(await refused(response, 404)).toMatchObject({ code: 'NOT_FOUND', message: PAYMENTS_MESSAGES.sessionNotFound });
    }
    expect(apps.standIn.requests.length).toBe(before);
    // Bob's look did not give Bob, or Alice, the plan.
    expect((await plansOf(bob)).current_plan).toEqual(FREE);
    expect((await plansOf(alice)).current_plan).toEqual(FREE);
  });

  it('refuses a missing or malformed session id with 400 naming query.session_id', async () => {
    const alice = await createEmulatorUser();
    for (const query of ['', '?session_id=', '?session_id=pi_123', '?session_id=cs_test_a%2Fb']) {
      const response = await call('GET', `/session-status${query}`, { user: alice });
      expect(await refused(response, 400), query).toMatchObject({ code: 'VALIDATION_ERROR', field: 'query.session_id' });
    }
    const response = await call('GET', '/session-status?session_id=nope', { user: alice });
    expect((await refused(response, 400)).message).toBe('query.session_id must be a Checkout Session id (cs_...) (was "nope")');
  });

  it("answers 503 when Stripe cannot say, or when payments are not configured", async () => {
    const alice = await createEmulatorUser();
    const { session_id } = await checkout(alice, 'pro');
    apps.standIn.failNext(429, errorBody('invalid_request_error', 'Too many requests made to the API too quickly', { code: 'rate_limit' }));
    const response = await call('GET', `/session-status?session_id=${session_id}`, { user: alice });
    expect(await refused(response, 503)).toMatchObject({ message: PAYMENTS_MESSAGES.unavailable });

    const off = await call('GET', `/session-status?session_id=${session_id}`, { user: alice, app: apps.unconfigured });
    expect(await refused(off, 503)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: PAYMENTS_MESSAGES.notConfigured });
  });

  it('answers 401 without a bearer token', async () => {
    expect((await refused(await call('GET', '/session-status?session_id=cs_test_1'), 401)).code).toBe('AUTH_ERROR');
  });
});

describe("the browser's word", () => {
  it('never makes a plan: a checkout body that claims to be paid is refused, naming the claims', async () => {
    const alice = await createEmulatorUser();
    const response = await call('POST', '/create-checkout-session', {
      user: alice,
      payload: { plan: 'pro', status: 'complete', payment_status: 'paid', plan_active: true },
    });
    expect(response.statusCode).toBe(400);
    for (const claim of ['status', 'payment_status', 'plan_active']) expect(response.json().message).toContain(`body.${claim} is an unknown field`);
    expect((await plansOf(alice)).current_plan).toEqual(FREE);
    expect(await apps.paying.db.selectFrom('user_plans').select('uid').where('uid', '=', alice.uid).execute()).toEqual([]);
  });
});
