import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimitedError } from './errors.ts';

export interface RateLimitOptions {
  perMinute: number;
  exempt: (request: FastifyRequest) => boolean;
}

/** The API's requests; the rest is the single-page app's files, which the limit leaves alone. */
const isApiRequest = (request: FastifyRequest): boolean => request.url.startsWith('/api/');

/**
 * Counts API requests per signed-in user (per IP address for anonymous callers) in a one-minute window and
 * answers 429 past the limit. The app's own files are not counted: a page load fetches a dozen of them, and
 * users behind one address (an office, a test run) would otherwise lock each other out of the sign-in page.
 * Register it after `identifyCallers`, whose hook must run first.
 */
export async function limitRequestRate(app: FastifyInstance, { perMinute, exempt }: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, { global: false });
  const check = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => (request.user ? `user:${request.user.uid}` : `ip:${request.ip}`),
    allowList: (request) => !isApiRequest(request) || exempt(request),
  });
  app.addHook('onRequest', async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new RateLimitedError(result.ttlInSeconds);
  });
}
