import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The feedback users give (REST /feedback): a thumbs up or down, an optional comment, and what it is about
 * (`subject`, see src/api/contracts/feedback.ts). Listed per owner, newest first.
 */
export const createFeedback: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'text', (col) => col.primaryKey())
      // Orders feedback given within one timestamp tick.
      .addColumn('seq', 'bigint', (col) => col.generatedAlwaysAsIdentity())
      .addColumn('uid', 'text', (col) => col.notNull())
      .addColumn('rating', 'text', (col) => col.notNull().check(sql`rating IN ('up', 'down')`))
      .addColumn('comment', 'text', (col) => col.check(sql`char_length(comment) <= 2000`))
      .addColumn('subject', 'jsonb', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('feedback_by_owner').on('feedback').columns(['uid', 'created_at', 'seq']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('feedback').execute();
  },
};
