import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Plans and payments (REST /payments): each Stripe Checkout Session with the user who created it, so that a
 * session id answers only its owner and a webhook knows whose session it is; and each user's paid plan, as
 * Stripe confirmed it. A user without a row is on the Free plan.
 */
export const createPlans: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('checkout_sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('uid', 'text', (col) => col.notNull())
      .addColumn('plan', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('checkout_sessions_by_owner').on('checkout_sessions').columns(['uid', 'created_at']).execute();

    await db.schema
      .createTable('user_plans')
      .addColumn('uid', 'text', (col) => col.primaryKey())
      .addColumn('plan', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'canceled')`))
      .addColumn('stripe_customer_id', 'text')
      .addColumn('stripe_subscription_id', 'text')
      .addColumn('stripe_session_id', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('user_plans_by_subscription').on('user_plans').column('stripe_subscription_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('user_plans').execute();
    await db.schema.dropTable('checkout_sessions').execute();
  },
};
