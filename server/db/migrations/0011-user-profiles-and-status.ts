import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The user's own profile (REST /administrative/profile), and the state an administrator sets
 * (POST /administrative/user-status): a suspended user's calls are refused.
 */
export const createUserProfilesAndStatus: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_profiles')
      .addColumn('uid', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('company', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('role', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('product', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('state', 'text', (col) => col.notNull().defaultTo('active').check(sql`state in ('active', 'suspended')`))
      .execute();
    await db.schema.alterTable('users').addColumn('state_changed_at', 'timestamptz').execute();
    await db.schema.alterTable('users').addColumn('state_changed_by', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['state_changed_by', 'state_changed_at', 'state']) await db.schema.alterTable('users').dropColumn(column).execute();
    await db.schema.dropTable('user_profiles').execute();
  },
};
