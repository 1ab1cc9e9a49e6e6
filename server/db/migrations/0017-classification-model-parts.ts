import { sql, type Kysely, type Migration } from 'kysely';

/** Base64 characters per part of the models stored before (a multiple of 4: each part decodes alone). */
const MODEL_PART_CHARS = 1_048_576;

/**
 * A learned model's bytes in parts of at most MODEL_PART_CHARS base64 characters, one row each, instead of
 * one 36 MB text: PGlite reads a value through its WebAssembly memory, which never shrinks, and reading the
 * models whole left 55 MB more of it resident in the server for good (docs/ai-service.md, "Memory and
 * import"). Stored uncompressed (EXTERNAL), as packed numbers do not compress.
 */
export const splitClassificationModels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('fda_classification_model_parts')
      .addColumn('name', 'text', (col) => col.notNull().references('fda_classification_models.name').onDelete('cascade'))
      .addColumn('part', 'integer', (col) => col.notNull())
      .addColumn('base64', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('fda_classification_model_parts_pkey', ['name', 'part'])
      .execute();
    await sql`ALTER TABLE fda_classification_model_parts ALTER COLUMN base64 SET STORAGE EXTERNAL`.execute(db);
    await sql`
      INSERT INTO fda_classification_model_parts (name, part, base64)
      SELECT m.name, p.part, substr(m.model_base64, p.part * ${sql.lit(MODEL_PART_CHARS)} + 1, ${sql.lit(MODEL_PART_CHARS)})
      FROM fda_classification_models m,
           generate_series(0, greatest(length(m.model_base64) - 1, 0) / ${sql.lit(MODEL_PART_CHARS)}) AS p(part)`.execute(db);
    await sql`ALTER TABLE fda_classification_models DROP COLUMN model_base64`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE fda_classification_models ADD COLUMN model_base64 text NOT NULL DEFAULT ''`.execute(db);
    await sql`
      UPDATE fda_classification_models m SET model_base64 = coalesce(
        (SELECT string_agg(p.base64, '' ORDER BY p.part) FROM fda_classification_model_parts p WHERE p.name = m.name), '')`.execute(db);
    await sql`ALTER TABLE fda_classification_models ALTER COLUMN model_base64 DROP DEFAULT`.execute(db);
    await sql`ALTER TABLE fda_classification_models ALTER COLUMN model_base64 SET STORAGE EXTERNAL`.execute(db);
    await db.schema.dropTable('fda_classification_model_parts').execute();
  },
};
