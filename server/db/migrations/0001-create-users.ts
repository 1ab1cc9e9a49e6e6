import { sql, type Kysely, type Migration } from 'kysely';

export const createUsers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('uid', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text')
      .addColumn('terms_accepted_at', 'timestamptz')
      .addColumn('terms_version', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('users').execute();
  },
};
