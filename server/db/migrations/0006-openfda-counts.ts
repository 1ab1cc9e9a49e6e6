import type { Kysely, Migration } from 'kysely';

/**
 * openFDA's live count answers (server/modules/fda/openfda-live), one row per query, reused for
 * OPENFDA_CACHE_HOURS after `fetched_at`. Failed calls are never stored.
 */
export const createOpenFdaCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('fda_openfda_counts')
      .addColumn('query_key', 'text', (col) => col.primaryKey())
      .addColumn('answer', 'jsonb', (col) => col.notNull())
      .addColumn('fetched_at', 'timestamptz', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('fda_openfda_counts').execute();
  },
};
