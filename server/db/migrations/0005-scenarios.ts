import { sql, type Kysely, type Migration } from 'kysely';

/** The caller's classification scenarios (REST /reg-strategy/scenarios), one row per scenario, in list order. */
export const createScenarios: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('scenarios')
      .addColumn('uid', 'text', (col) => col.notNull())
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('product_code', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().check(sql`position >= 1`))
      .addColumn('data', 'jsonb', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('scenarios_pkey', ['uid', 'id'])
      // Checked at commit, so that one save may move a product code from one scenario id to another.
      .addUniqueConstraint('scenarios_one_per_product_code', ['uid', 'product_code'], (constraint) =>
        constraint.deferrable().initiallyDeferred(),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('scenarios').execute();
  },
};
