import type { ExtraPolicySources } from '../../http/security-headers.ts';

/**
 * What Stripe.js and its Embedded Checkout need in the page's Content-Security-Policy (Stripe's security
 * guide): the script from js.stripe.com, Checkout's frame and calls, and Stripe's images.
 */
export const STRIPE_PAGE_POLICY: ExtraPolicySources = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connectSrc: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  imgSrc: ['https://*.stripe.com'],
};
