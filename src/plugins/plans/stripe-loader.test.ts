import { describe, expect, it } from 'vitest';
import { loadStripeJs, StripeJsUnavailableError } from './stripe-loader';

describe('loadStripeJs', () => {
  it('fails with StripeJsUnavailableError when js.stripe.com does not answer in time', async () => {
    // jsdom loads no scripts from the network: the script tag Stripe's loader adds never loads, as when
    // js.stripe.com is unreachable.
    const loading = loadStripeJs('pk_test_unreachable', 50);
    await expect(loading).rejects.toBeInstanceOf(StripeJsUnavailableError);
    await expect(loading).rejects.toThrow('Stripe.js did not load within 50 ms');
    expect(document.querySelector('script[src^="https://js.stripe.com"]')).not.toBeNull();
  });
});
