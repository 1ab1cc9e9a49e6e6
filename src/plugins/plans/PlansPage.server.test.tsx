import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmulatorUser, type EmulatorUser } from '../../../server/testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { paymentsEnv, standInOptions } from '../../../server/modules/payments/testing/payments-test-env.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../server/modules/payments/testing/stripe-stand-in.ts';
import { servicesFor } from '../../../tests/app-services';
import { renderWithServices } from '../../../tests/render-with-services';
import type { AppServices } from '../../app/services';
import { PlansPage } from './PlansPage';
import { PLANS_TEXTS } from './plans-texts';
import { loadStripeJs, StripeJsUnavailableError } from './stripe-loader';

/**
 * The plans page against the real server on loopback, once with payments on (the server talks to the Stripe
 * stand-in) and once without Stripe settings. Stripe.js itself is played by a fake: the page's code loads it
 * from js.stripe.com, which tests never reach.
 */
vi.mock('./stripe-loader', async (importOriginal) => ({ ...(await importOriginal<object>()), loadStripeJs: vi.fn() }));

const mounted: string[] = [];
const destroyed = vi.fn();
/** Stripe.js as the page uses it: createEmbeddedCheckoutPage, then mount the form into the page. */
const fakeStripe = {
  createEmbeddedCheckoutPage: vi.fn(async ({ clientSecret }: { clientSecret: string }) => ({
    mount(element: HTMLElement) {
      element.textContent = `Stripe checkout for ${clientSecret}`;
      mounted.push(clientSecret);
    },
    unmount() {},
    destroy: destroyed,
  })),
};

let standIn: StripeStandIn;
let paying: TestApp;
let unconfigured: TestApp;
beforeAll(async () => {
  standIn = await startStripeStandIn(standInOptions);
  [paying, unconfigured] = await Promise.all([buildTestApp(paymentsEnv(standIn.origin)), buildTestApp()]);
  await Promise.all([paying.app.listen({ host: '127.0.0.1', port: 0 }), unconfigured.app.listen({ host: '127.0.0.1', port: 0 })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([paying?.close(), unconfigured?.close()]);
  await standIn?.stop();
});
afterEach(() => {
  vi.mocked(loadStripeJs).mockReset();
  fakeStripe.createEmbeddedCheckoutPage.mockClear();
  destroyed.mockClear();
  mounted.length = 0;
});

async function signedIn(server: TestApp): Promise<{ user: EmulatorUser; services: AppServices }> {
  const user = await createEmulatorUser();
  return { user, services: servicesFor(server, () => user.idToken) };
}

const card = (name: string) => screen.getByRole('listitem', { name });
const sessionsOf = (user: EmulatorUser) => paying.db.selectFrom('checkout_sessions').selectAll().where('uid', '=', user.uid).execute();

describe('the plans page with payments on', () => {
  it("shows the plans with Stripe's prices, the user on Free, and an upgrade button per paid plan", async () => {
    const { services } = await signedIn(paying);
    renderWithServices(<PlansPage />, services);

    expect(await screen.findByRole('listitem', { name: 'Pro' })).toBeInTheDocument();
    expect(within(card('Free')).getByText(PLANS_TEXTS.current)).toBeInTheDocument();
    expect(within(card('Pro')).getByText('$49 / month')).toBeInTheDocument();
    expect(within(card('Team')).getByText('$149 / month')).toBeInTheDocument();
    expect(within(card('Team')).getByText('Everything in Pro')).toBeInTheDocument();
    expect(within(card('Free')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Pro')).getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
    expect(within(card('Team')).getByRole('button', { name: 'Upgrade to Team' })).toBeEnabled();
    expect(screen.queryByText(PLANS_TEXTS.paymentsOff)).not.toBeInTheDocument();
  });

  it("opens Stripe's Embedded Checkout with the client secret of a session the server made for the user", async () => {
    const { user, services } = await signedIn(paying);
    vi.mocked(loadStripeJs).mockResolvedValue(fakeStripe as never);
    const ui = userEvent.setup();
    renderWithServices(<PlansPage />, services);

    await ui.click(await screen.findByRole('button', { name: 'Upgrade to Team' }));
    const checkout = await screen.findByRole('region', { name: 'Upgrade to Team' });
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(loadStripeJs).toHaveBeenCalledWith('pk_test_51ClearwayStandInPublishableKey0000000');

    const [session] = await sessionsOf(user);
    expect(session).toMatchObject({ plan: 'team' });
    expect(mounted[0]).toBe(standIn.session(session!.id).client_secret);
    expect(within(checkout).getByTestId('stripe-checkout')).toHaveTextContent(`Stripe checkout for ${mounted[0]}`);
    expect(within(card('Pro')).getByRole('button', { name: 'Upgrade to Pro' })).toBeDisabled();

    await ui.click(within(checkout).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Upgrade to Team' })).not.toBeInTheDocument();
    expect(destroyed).toHaveBeenCalledOnce();
  });

  it('says clearly when Stripe.js cannot be loaded, and makes no session', async () => {
    const { user, services } = await signedIn(paying);
    vi.mocked(loadStripeJs).mockRejectedValue(new StripeJsUnavailableError('Stripe.js did not load within 20000 ms'));
    const ui = userEvent.setup();
    renderWithServices(<PlansPage />, services);

    await ui.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLANS_TEXTS.checkout.stripeUnavailable);
    expect(await sessionsOf(user)).toEqual([]);
  });

  it("shows the server's refusal when the checkout cannot start", async () => {
    const { services } = await signedIn(paying);
    vi.mocked(loadStripeJs).mockResolvedValue(fakeStripe as never);
    const ui = userEvent.setup();
    renderWithServices(<PlansPage />, services);

    const upgrade = await screen.findByRole('button', { name: 'Upgrade to Pro' });
    // Stripe refuses the next call: the session's creation.
    standIn.failNext(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    await ui.click(upgrade);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      PLANS_TEXTS.checkout.failed('The payment service is not available right now. Please try again later.'),
    );
    expect(mounted).toEqual([]);
  });

  it('on return from a paid checkout, says the plan is active and shows it as the current one', async () => {
    const { user, services } = await signedIn(paying);
    const { session_id } = await services.payments.createCheckoutSession('pro');
    standIn.pay(session_id, user.email);
    const onLeave = vi.fn();
    const ui = userEvent.setup();
    renderWithServices(<PlansPage returnedSessionId={session_id} onLeaveResult={onLeave} />, services);

    const result = await screen.findByRole('region', { name: PLANS_TEXTS.result.label });
    expect(await within(result).findByText(PLANS_TEXTS.result.active('Pro'))).toBeInTheDocument();
    await waitFor(() => expect(within(card('Pro')).getByText(PLANS_TEXTS.current)).toBeInTheDocument());
    expect(within(card('Free')).queryByText(PLANS_TEXTS.current)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade to/ })).not.toBeInTheDocument();

    await ui.click(within(result).getByRole('button', { name: PLANS_TEXTS.result.back }));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('on return from a declined card, says nothing was taken and keeps the user on Free', async () => {
    const { services } = await signedIn(paying);
    const { session_id } = await services.payments.createCheckoutSession('team');
    standIn.decline(session_id);
    renderWithServices(<PlansPage returnedSessionId={session_id} />, services);

    expect(await screen.findByText(PLANS_TEXTS.result.open)).toBeInTheDocument();
    expect(within(await screen.findByRole('listitem', { name: 'Free' })).getByText(PLANS_TEXTS.current)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Team' })).toBeEnabled();
  });

  it("on return with another user's session, says the payment could not be checked", async () => {
    const [alice, bob] = await Promise.all([signedIn(paying), signedIn(paying)]);
    const { session_id } = await alice.services.payments.createCheckoutSession('pro');
    standIn.pay(session_id, alice.user.email);
    renderWithServices(<PlansPage returnedSessionId={session_id} />, bob.services);

    expect(await screen.findByText(PLANS_TEXTS.result.failed('Checkout session not found'))).toBeInTheDocument();
    expect(within(await screen.findByRole('listitem', { name: 'Free' })).getByText(PLANS_TEXTS.current)).toBeInTheDocument();
  });
});

describe('the plans page with payments off', () => {
  it('shows the plans and the current one, says payments are off, and offers no upgrade', async () => {
    const { services } = await signedIn(unconfigured);
    renderWithServices(<PlansPage />, services);

    expect(await screen.findByText(PLANS_TEXTS.paymentsOff)).toBeInTheDocument();
    expect(within(card('Free')).getByText(PLANS_TEXTS.current)).toBeInTheDocument();
    expect(within(card('Pro')).getByText(PLANS_TEXTS.priceAtCheckout)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade to/ })).not.toBeInTheDocument();
  });
});
