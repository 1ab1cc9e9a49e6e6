import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The caller's Tests & Standards results, one row per product code (REST /test-results/{productCode}), and
 * the strategy reports the caller keeps (REST /reports; their files live in the file storage).
 */
export const createTestResultsAndReports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('test_results')
      .addColumn('uid', 'text', (col) => col.notNull())
      .addColumn('product_code', 'text', (col) => col.notNull().check(sql`product_code ~ '^[A-Z]{3}$'`))
      .addColumn('rows', 'jsonb', (col) => col.notNull())
      .addColumn('analysis', 'jsonb')
      .addColumn('version', 'integer', (col) => col.notNull().check(sql`version >= 1`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('test_results_pkey', ['uid', 'product_code'])
      .execute();

    await db.schema
      .createTable('reports')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('uid', 'text', (col) => col.notNull())
      .addColumn('product_code', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('prepared_on', 'text', (col) => col.notNull().check(sql`prepared_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
      .addColumn('docx_key', 'text', (col) => col.notNull())
      .addColumn('docx_size', 'integer', (col) => col.notNull().check(sql`docx_size >= 0`))
      .addColumn('pdf_key', 'text', (col) => col.notNull())
      .addColumn('pdf_size', 'integer', (col) => col.notNull().check(sql`pdf_size >= 0`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('reports_by_owner').on('reports').columns(['uid', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('reports').execute();
    await db.schema.dropTable('test_results').execute();
  },
};
