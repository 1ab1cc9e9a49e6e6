import type { FastifyRequest } from 'fastify';
import { CHECKOUT_RETURN_PARAM, PLANS_PAGE_PATH } from '../../../src/api/contracts/payments.ts';

/** The origin a browser's request came from, when its Origin header names an http(s) one. */
function originHeaderOf(request: FastifyRequest): string | undefined {
  const { origin } = request.headers;
  if (!origin) return undefined;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where Stripe's Embedded Checkout sends the buyer back: the plans page of the origin the app was opened
 * from, with the session id Stripe fills in ({CHECKOUT_SESSION_ID}). The page then asks session-status.
 */
export function checkoutReturnUrl(request: FastifyRequest): string {
  const origin = originHeaderOf(request) ?? `${request.protocol}://${request.host}`;
  return `${origin}${PLANS_PAGE_PATH}?${CHECKOUT_RETURN_PARAM}={CHECKOUT_SESSION_ID}`;
}
