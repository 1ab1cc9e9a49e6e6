import { sql, type Kysely } from 'kysely';
import type { PaidPlanId } from '../../../src/api/contracts/payments.ts';
import type { Database, UserPlanRow } from '../../db/schema.ts';

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** A paid plan as Stripe confirmed it, for one user. */
export interface ConfirmedPlan {
  uid: string;
  plan: PaidPlanId;
  sessionId: string;
  customerId: string | null;
  subscriptionId: string | null;
}

/** The Checkout Sessions each user created, and each user's paid plan. */
export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    /** Notes who created a Checkout Session, for which plan. */
    async addSession(id: string, uid: string, plan: PaidPlanId): Promise<void> {
      await db.insertInto('checkout_sessions').values({ id, uid, plan }).execute();
    },

    /** A Checkout Session this server created, with its owner; undefined for any other id. */
    findSession: (id: string) => db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The user's plan row (active or canceled), if Stripe ever confirmed one. */
    planOf: (uid: string): Promise<UserPlanRow | undefined> =>
      db.selectFrom('user_plans').selectAll().where('uid', '=', uid).executeTakeFirst(),

    /**
     * Records a plan Stripe confirmed as the user's active one. It never replaces an active plan bought
     * through another session, nor revives a plan whose subscription Stripe has ended; then it answers
     * undefined. Recording the same session again refreshes its Stripe ids.
     */
    recordPlan: ({ uid, plan, sessionId, customerId, subscriptionId }: ConfirmedPlan): Promise<UserPlanRow | undefined> =>
      db
        .insertInto('user_plans')
        .values({
          uid,
          plan,
          status: 'active',
          stripe_session_id: sessionId,
          stripe_customer_id: customerId,
          stripe_subscription_id: subscriptionId,
        })
        .onConflict((conflict) =>
          conflict
            .column('uid')
            .doUpdateSet((eb) => ({
              plan: eb.ref('excluded.plan'),
              status: 'active' as const,
              stripe_session_id: eb.ref('excluded.stripe_session_id'),
              stripe_customer_id: sql<string | null>`coalesce(excluded.stripe_customer_id, user_plans.stripe_customer_id)`,
              stripe_subscription_id: sql<string | null>`coalesce(excluded.stripe_subscription_id, user_plans.stripe_subscription_id)`,
              updated_at: sql<Date>`now()`,
            }))
            .where((eb) =>
              eb.or([
                eb.and([eb('user_plans.status', '=', 'active'), eb('user_plans.stripe_session_id', '=', eb.ref('excluded.stripe_session_id'))]),
                eb.and([eb('user_plans.status', '=', 'canceled'), eb('user_plans.stripe_session_id', '<>', eb.ref('excluded.stripe_session_id'))]),
              ]),
            ),
        )
        .returningAll()
        .executeTakeFirst(),

    /** Ends the active plan paid by this subscription; whether there was one. */
    async cancelSubscription(subscriptionId: string): Promise<boolean> {
      const result = await db
        .updateTable('user_plans')
        .set({ status: 'canceled', updated_at: sql<Date>`now()` })
        .where('stripe_subscription_id', '=', subscriptionId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
