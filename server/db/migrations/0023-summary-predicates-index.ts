import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A device's postdicates include the devices whose summaries name it (devices.repository.ts, statedLinks):
 * without these the summaries' predicate lists were read whole for every look-up (about 8 ms a query on the
 * shared data's 9,433 documents, several queries an answer).
 */
export const addSummaryPredicatesIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX fda_device_documents_predicates ON fda_device_documents USING gin (predicate_k_numbers)`.execute(db);
    await sql`CREATE INDEX fda_fetched_summaries_predicates ON fda_fetched_summaries USING gin (predicate_k_numbers)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX IF EXISTS fda_fetched_summaries_predicates`.execute(db);
    await sql`DROP INDEX IF EXISTS fda_device_documents_predicates`.execute(db);
  },
};
