import { sql, type Kysely, type Migration } from 'kysely';

/**
 * FDA's 510(k) summaries fetched on demand for devices the import holds no document of
 * (server/modules/fda/fetched-summaries). Kept apart from fda_device_documents, which each import empties
 * and reloads: what was fetched survives imports and restarts. A 'missing' row remembers that FDA's host
 * has no summary under the device's URL (or not a readable one), so that it is not asked again too soon.
 */
export const createFetchedSummaries: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE fda_fetched_summaries (
      id bigserial UNIQUE NOT NULL,
      k_number text PRIMARY KEY,
      status text NOT NULL CHECK (status IN ('read', 'missing')),
      source_url text NOT NULL,
      fetched_at timestamptz NOT NULL DEFAULT now(),
      problem text,
      trade_name text,
      device_description text,
      intended_use text,
      predicate_k_numbers text[] NOT NULL DEFAULT '{}',
      standards_referenced text[] NOT NULL DEFAULT '{}',
      product_codes text[] NOT NULL DEFAULT '{}',
      body text
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('fda_fetched_summaries').execute();
  },
};
