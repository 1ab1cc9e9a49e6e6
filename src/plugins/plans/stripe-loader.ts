import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/** How long Stripe.js may take to load from js.stripe.com before the page says it cannot. */
export const STRIPE_JS_TIMEOUT_MS = 20_000;

/** Stripe.js could not be loaded (js.stripe.com unreachable or blocked). */
export class StripeJsUnavailableError extends Error {
  override name = 'StripeJsUnavailableError';
}

/**
 * Stripe.js for the publishable key, loaded from js.stripe.com only when a checkout opens (the pure entry
 * loads nothing on import). Fails with StripeJsUnavailableError when it does not load in time.
 */
export async function loadStripeJs(publishableKey: string, timeoutMs = STRIPE_JS_TIMEOUT_MS): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StripeJsUnavailableError(`Stripe.js did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const stripe = await Promise.race([loadStripe(publishableKey), timeout]);
    if (!stripe) throw new StripeJsUnavailableError('Stripe.js is not available here');
    return stripe;
  } catch (error) {
    throw error instanceof StripeJsUnavailableError ? error : new StripeJsUnavailableError(String(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
