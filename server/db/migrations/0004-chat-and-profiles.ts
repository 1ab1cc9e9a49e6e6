import { sql, type Kysely, type Migration } from 'kysely';

/** The caller-owned rows of the REST base: chat conversations with their messages, and device profiles. */
export const createChatAndProfiles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chat_conversations')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('uid', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('is_pinned', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('chat_conversations_by_owner')
      .on('chat_conversations')
      .columns(['uid', 'is_pinned', 'updated_at'])
      .execute();

    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'text', (col) => col.primaryKey())
      // Orders messages created within one timestamp tick.
      .addColumn('seq', 'bigint', (col) => col.generatedAlwaysAsIdentity())
      .addColumn('conversation_id', 'text', (col) => col.notNull().references('chat_conversations.id').onDelete('cascade'))
      .addColumn('uid', 'text', (col) => col.notNull())
      .addColumn('role', 'text', (col) => col.notNull().check(sql`role IN ('user', 'assistant')`))
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('chat_messages_by_conversation').on('chat_messages').columns(['conversation_id', 'seq']).execute();

    await db.schema
      .createTable('device_profiles')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('uid', 'text', (col) => col.notNull())
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('device_name', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('intended_use', 'text', (col) => col.notNull())
      .addColumn('key_specifications', 'text', (col) => col.notNull())
      .addColumn('functionality', 'text', (col) => col.notNull())
      .addColumn('references', 'text', (col) => col.notNull())
      .addColumn('attachments', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('confidence', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('device_profiles_by_owner').on('device_profiles').columns(['uid', 'device_name']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('device_profiles').execute();
    await db.schema.dropTable('chat_messages').execute();
    await db.schema.dropTable('chat_conversations').execute();
  },
};
