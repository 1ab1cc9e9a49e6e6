import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Objects a save is putting into the file storage before the row that names them is committed (a report's
 * DOCX and PDF). The row's transaction deletes them from here; what a killed process leaves is removed at
 * the next start (server/modules/files/abandoned-writes.ts).
 */
export const createPendingObjects: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pending_objects')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('writer', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('pending_objects').execute();
  },
};
