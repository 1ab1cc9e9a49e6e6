import { useEffect, useRef, useState } from 'react';
import type { StripeEmbeddedCheckout } from '@stripe/stripe-js';
import type { PaidPlanId } from '../../api/contracts/payments';
import { useServices } from '../../app/services';
import { PLANS_TEXTS } from './plans-texts';
import { loadStripeJs, StripeJsUnavailableError } from './stripe-loader';

const TEXT = PLANS_TEXTS.checkout;

interface EmbeddedCheckoutProps {
  plan: PaidPlanId;
  planName: string;
  publishableKey: string;
  onCancel: () => void;
}

type CheckoutState = { status: 'loading' } | { status: 'mounted' } | { status: 'error'; message: string };

const errorText = (error: unknown) =>
  error instanceof StripeJsUnavailableError ? TEXT.stripeUnavailable : TEXT.failed(error instanceof Error ? error.message : String(error));

/**
 * Stripe's Embedded Checkout for a plan: loads Stripe.js (from js.stripe.com), asks the server for a Checkout
 * Session and mounts Stripe's form with its client secret. When the buyer pays, Stripe sends the whole page
 * to the session's return URL (the plans page with ?session_id=).
 */
export function EmbeddedCheckout({ plan, planName, publishableKey, onCancel }: EmbeddedCheckoutProps) {
  const { payments } = useServices();
  const frame = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<CheckoutState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let checkout: StripeEmbeddedCheckout | undefined;
    setState({ status: 'loading' });
    (async () => {
      // Stripe.js first: when js.stripe.com is unreachable, no session is made for nothing.
      const stripe = await loadStripeJs(publishableKey);
      if (cancelled) return;
      const { client_secret } = await payments.createCheckoutSession(plan);
      if (cancelled) return;
      checkout = await stripe.createEmbeddedCheckoutPage({ clientSecret: client_secret });
      if (cancelled || !frame.current) return checkout.destroy();
      checkout.mount(frame.current);
      setState({ status: 'mounted' });
    })().catch((error: unknown) => {
      if (!cancelled) setState({ status: 'error', message: errorText(error) });
    });
    return () => {
      cancelled = true;
      checkout?.destroy();
    };
  }, [payments, plan, publishableKey]);

  return (
    <section className="cw-plans-checkout" aria-label={TEXT.title(planName)}>
      <h2>{TEXT.title(planName)}</h2>
      {state.status === 'loading' && (
        <p className="cw-muted" role="status">
          {TEXT.loading}
        </p>
      )}
      {state.status === 'error' && (
        <p className="cw-load-error" role="alert">
          {state.message}
        </p>
      )}
      <div ref={frame} className="cw-plans-checkout-frame" data-testid="stripe-checkout" />
      <button type="button" className="cw-button" onClick={onCancel}>
        {TEXT.cancel}
      </button>
    </section>
  );
}
