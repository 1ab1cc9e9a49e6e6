import { sql, type Kysely, type Migration } from 'kysely';

/**
 * FDA's recall class per recall number, from openFDA's device-enforcement reports (the recall records
 * carry none). The import joins it onto fda_recalls.recall_class; this table keeps it for the recalls
 * imported later.
 */
export const createRecallClasses: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE fda_recall_classes (
      recall_number text PRIMARY KEY,
      recall_class text NOT NULL CHECK (recall_class IN ('Class I', 'Class II', 'Class III')),
      report_date date,
      source text NOT NULL
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('fda_recall_classes').execute();
  },
};
