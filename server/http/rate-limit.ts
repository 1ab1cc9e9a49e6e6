import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitedError } from './errors.ts';
import type { RateLimitCounters } from './rate-limit-counters.repository.ts';
import { pruneEndedCounters, sharedRateLimitStore } from './shared-rate-limit-store.ts';

export interface RateLimitOptions {
  perMinute: number;
  exempt: (request: FastifyRequest) => boolean;
  /** Counters in the database, shared by every process on it; without them each process counts in its memory. */
  counters?: RateLimitCounters;
}

/** The API's requests; the rest is the single-page app's files, which the limit leaves alone. */
const isApiRequest = (request: FastifyRequest): boolean => request.url.startsWith('/api/');

type RateLimitCheck = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * A hook answering 429 with Retry-After once `check` says the caller is past its limit. When the count cannot
 * be read (the database is away) the request goes through, logged: a limit guards against excess, and the
 * request's own work meets the outage anyway, with its own answer.
 */
export function refuseOverLimit(check: RateLimitCheck) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    let result: Awaited<ReturnType<RateLimitCheck>>;
    try {
      result = await check(request);
    } catch (error) {
      request.log.warn({ err: error }, 'The rate limit could not be checked; the request goes through');
      return;
    }
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new RateLimitedError(result.ttlInSeconds);
  };
}

/**
 * Counts API requests per signed-in user (per IP address for anonymous callers) in a one-minute window and
 * answers 429 past the limit. The app's own files are not counted: a page load fetches a dozen of them, and
 * users behind one address (an office, a test run) would otherwise lock each other out of the sign-in page.
 * Register it after `identifyCallers`, whose hook must run first. The limits other routes create with
 * `app.createRateLimit` count in the same store.
 */
export async function limitRequestRate(app: FastifyInstance, { perMinute, exempt, counters }: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, { global: false, ...(counters ? { store: sharedRateLimitStore(counters) } : {}) });
  if (counters) pruneEndedCounters(app, counters);
  const check = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => (request.user ? `user:${request.user.uid}` : `ip:${request.ip}`),
    allowList: (request) => !isApiRequest(request) || exempt(request),
  });
  app.addHook('onRequest', refuseOverLimit(check));
}
