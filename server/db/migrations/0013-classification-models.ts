import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The product-code models the importer learns from the imported clearances (server/modules/ai/classification/
 * model): one row per model, its compact arrays as base64 text. Replaced with every import, so --as-of holds
 * for them. Text, not bytea: PGlite moves a bytea of 15 MB as hex in seconds, base64 text in a tenth of that;
 * stored uncompressed (EXTERNAL), as packed numbers do not compress.
 */
export const createClassificationModels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('fda_classification_models')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('examples', 'integer', (col) => col.notNull())
      .addColumn('codes', 'integer', (col) => col.notNull())
      .addColumn('trained_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('model_base64', 'text', (col) => col.notNull())
      .execute();
    await sql`ALTER TABLE fda_classification_models ALTER COLUMN model_base64 SET STORAGE EXTERNAL`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('fda_classification_models').execute();
  },
};
