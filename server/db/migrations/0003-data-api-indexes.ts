import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The K-number search box looks devices up by prefix (LIKE 'K1820%'). The primary key serves that only
 * under the C collation (PGlite's); text_pattern_ops serves it under any collation of a PostgreSQL server.
 */
export const addDataApiIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX fda_devices_k_number_prefix ON fda_devices (k_number text_pattern_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX IF EXISTS fda_devices_k_number_prefix`.execute(db);
  },
};
