import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { CHECKOUT_SESSIONS_PER_MINUTE } from '../../../src/api/contracts/payments.ts';
import { refuseOverLimit } from '../../http/rate-limit.ts';

/**
 * A preHandler that lets each user create at most CHECKOUT_SESSIONS_PER_MINUTE Checkout Sessions a minute
 * (each one is a call to Stripe), on top of the API's own limit; past it, 429 with Retry-After. It counts in
 * the API limit's store: in the database when several processes share it.
 */
export function limitCheckoutSessions(app: FastifyInstance): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: CHECKOUT_SESSIONS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `checkout:${request.user?.uid ?? request.ip}`,
  });
  return refuseOverLimit(check);
}
