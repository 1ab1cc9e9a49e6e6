import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCounters } from './rate-limit-counters.repository.ts';

/** How often a process deletes the counters whose window has ended. */
const PRUNE_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit that counts in the database (`counters`) instead of the process's memory,
 * so that several server processes on one PostgreSQL enforce one limit. Every limit created from the plugin
 * shares it: their keys differ (`user:`, `ip:`, `checkout:`), so one table holds them all.
 */
export function sharedRateLimitStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.hit(key, timeWindow).then(
        ({ hits, resetsInMs }) => callback(null, { current: hits, ttl: resetsInMs }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** Deletes ended counters every minute while `app` runs (each process does; a delete twice is harmless). */
export function pruneEndedCounters(app: FastifyInstance, counters: RateLimitCounters): void {
  const timer = setInterval(() => {
    counters.deleteEnded().catch((error: unknown) => app.log.warn({ err: error }, 'Ended rate-limit counters could not be deleted'));
  }, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
