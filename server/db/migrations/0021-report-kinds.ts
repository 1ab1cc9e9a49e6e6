import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Kept reports of two kinds: the strategy report (a DOCX and a PDF made in the browser) and the 510(k)
 * Summary draft (a DOCX the server writes, no PDF), listed and versioned together.
 */
export const addReportKinds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('reports')
      .addColumn('kind', 'text', (col) => col.notNull().defaultTo('strategy').check(sql`kind in ('strategy', 'summary-draft')`))
      .execute();
    await sql`ALTER TABLE reports ALTER COLUMN pdf_key DROP NOT NULL, ALTER COLUMN pdf_size DROP NOT NULL`.execute(db);
    await sql`ALTER TABLE reports ADD CONSTRAINT reports_pdf_of_strategy CHECK ((pdf_key IS NULL) = (kind = 'summary-draft') AND (pdf_key IS NULL) = (pdf_size IS NULL))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DELETE FROM reports WHERE kind = 'summary-draft'`.execute(db);
    await sql`ALTER TABLE reports DROP CONSTRAINT reports_pdf_of_strategy`.execute(db);
    await sql`ALTER TABLE reports ALTER COLUMN pdf_key SET NOT NULL, ALTER COLUMN pdf_size SET NOT NULL`.execute(db);
    await db.schema.alterTable('reports').dropColumn('kind').execute();
  },
};
