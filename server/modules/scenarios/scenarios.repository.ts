import { sql, type Kysely } from 'kysely';
import type { Scenario } from '../../../src/api/contracts/scenarios.ts';
import type { Database, ScenarioRow } from '../../db/schema.ts';

export type ScenariosRepository = ReturnType<typeof createScenariosRepository>;

const listOf = (db: Kysely<Database>, uid: string): Promise<ScenarioRow[]> =>
  db.selectFrom('scenarios').selectAll().where('uid', '=', uid).orderBy('position').execute();

/** Every query is scoped by the owner's uid: another user's ids and product codes match nothing. */
export function createScenariosRepository(db: Kysely<Database>) {
  return {
    list: (uid: string): Promise<ScenarioRow[]> => listOf(db, uid),

    /**
     * Makes `scenarios` the owner's whole list, each at its `order`, in one transaction: a failure leaves
     * the previous list. Rows whose data and place are unchanged are not rewritten. Answers the new list.
     */
    async replaceAll(uid: string, scenarios: readonly Scenario[]): Promise<ScenarioRow[]> {
      return db.transaction().execute(async (trx) => {
        const kept = scenarios.map(({ id }) => id);
        await trx
          .deleteFrom('scenarios')
          .where('uid', '=', uid)
          .$if(kept.length > 0, (query) => query.where('id', 'not in', kept))
          .execute();
        if (scenarios.length > 0) {
          await trx
            .insertInto('scenarios')
            .values(scenarios.map((scenario) => ({
              uid,
              id: scenario.id,
              product_code: scenario.productCode,
              position: scenario.order,
              data: JSON.stringify(scenario),
            })))
            .onConflict((conflict) =>
              conflict
                .columns(['uid', 'id'])
                .doUpdateSet((eb) => ({
                  product_code: eb.ref('excluded.product_code'),
                  position: eb.ref('excluded.position'),
                  data: eb.ref('excluded.data'),
                  updated_at: sql<Date>`now()`,
                }))
                .where((eb) =>
                  eb.or([
                    eb('scenarios.data', 'is distinct from', eb.ref('excluded.data')),
                    eb('scenarios.position', '<>', eb.ref('excluded.position')),
                  ]),
                ),
            )
            .execute();
        }
        return listOf(trx, uid);
      });
    },

    /** Deletes the scenario that has both this id and this product code, and renumbers the rest from 1; how many went. */
    async remove(uid: string, id: string, productCode: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('scenarios')
          .where('uid', '=', uid)
          .where('id', '=', id)
          .where('product_code', '=', productCode)
          .executeTakeFirst();
        const count = Number(deleted.numDeletedRows);
        if (count > 0) {
          const renumbered = trx
            .selectFrom('scenarios')
            .select(['id', sql<number>`(row_number() over (order by position))::integer`.as('place')])
            .where('uid', '=', uid)
            .as('renumbered');
          await trx
            .updateTable('scenarios')
            .from(renumbered)
            .set((eb) => ({
              position: eb.ref('renumbered.place'),
              data: sql<string>`jsonb_set(scenarios.data, '{order}', to_jsonb(renumbered.place))`,
            }))
            .where('scenarios.uid', '=', uid)
            .whereRef('scenarios.id', '=', 'renumbered.id')
            .whereRef('scenarios.position', '<>', 'renumbered.place')
            .execute();
        }
        return count;
      });
    },
  };
}
