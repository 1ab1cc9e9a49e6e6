import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface CounterHit {
  /** Hits of the key in its current window, this one included. */
  hits: number;
  /** Milliseconds until that window ends. */
  resetsInMs: number;
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;

/** The rate limits' counters in the database, so that every server process on it counts the same hits. */
export function createRateLimitCounters(db: Kysely<Database>) {
  return {
    /**
     * Counts one hit of `key` in one statement, atomic however many processes hit it at once: a new key, or one
     * whose window has ended, starts a window of `windowMs` at 1; otherwise its count goes up. Times are the
     * database's, so the processes' clocks do not matter.
     */
    async hit(key: string, windowMs: number): Promise<CounterHit> {
      const { rows } = await sql<CounterHit>`
        insert into rate_limit_counters as counter (key, hits, resets_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          hits = case when counter.resets_at <= now() then 1 else counter.hits + 1 end,
          resets_at = case when counter.resets_at <= now() then excluded.resets_at else counter.resets_at end
        returning hits, ceil(extract(epoch from resets_at - now()) * 1000)::integer as "resetsInMs"`.execute(db);
      return rows[0]!;
    },

    /** Deletes the counters whose window has ended (a hit would start them afresh anyway); returns how many. */
    async deleteEnded(): Promise<number> {
      const result = await db.deleteFrom('rate_limit_counters').where('resets_at', '<=', sql<Date>`now()`).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
