import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The sources each user pins (REST /chat/pinned-sources): one row per pinned record, at most one per kind
 * and id of a user. ClearwayAI's chatbot reads them as context.
 */
export const createPinnedSources: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pinned_sources')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('uid', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('source_id', 'text', (col) => col.notNull())
      .addColumn('label', 'text', (col) => col.notNull())
      .addColumn('url', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('pinned_sources_one_per_source', ['uid', 'kind', 'source_id'])
      .execute();
    await db.schema.createIndex('pinned_sources_by_owner').on('pinned_sources').columns(['uid', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('pinned_sources').execute();
  },
};
