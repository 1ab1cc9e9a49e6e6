import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimitedError } from './errors.ts';

export interface RateLimitOptions {
  perMinute: number;
  exempt: (request: FastifyRequest) => boolean;
}

/**
 * Counts requests per signed-in user (per IP address for anonymous callers) in a one-minute window and
 * answers 429 past the limit. Register it after `identifyCallers`, whose hook must run first.
 */
export async function limitRequestRate(app: FastifyInstance, { perMinute, exempt }: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, { global: false });
  const check = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => (request.user ? `user:${request.user.uid}` : `ip:${request.ip}`),
    allowList: exempt,
  });
  app.addHook('onRequest', async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new RateLimitedError(result.ttlInSeconds);
  });
}
