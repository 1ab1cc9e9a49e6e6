import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The request counters of the rate limits, shared by every server process on one PostgreSQL: one row per
 * limited key (a user, an address, a user's Checkout Sessions) and its current window. Unlogged: a counter
 * lost in a crash costs nothing, and every API request writes one, so it skips the WAL and its flush.
 */
export const createRateLimitCounters: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_counters')
      .modifyFront(sql`unlogged`)
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('hits', 'integer', (col) => col.notNull())
      .addColumn('resets_at', 'timestamptz', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limit_counters').execute();
  },
};
