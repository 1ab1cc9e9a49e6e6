import { sql, type Kysely, type Selectable } from 'kysely';
import type { FdaProductCodesTable } from '../../../db/fda-schema.ts';
import type { Database } from '../../../db/schema.ts';
import { isClearance } from '../common/sql-fragments.ts';

export type ClassificationRepository = ReturnType<typeof createClassificationRepository>;

export type ProductCodeRecord = Omit<Selectable<FdaProductCodesTable>, 'search'> & { regulation_title: string | null };

/** A product code's classification record and the 510(k) figures of its clearances. */
export function createClassificationRepository(db: Kysely<Database>) {
  const clearances = (productCode: string) =>
    db
      .selectFrom('fda_devices as d')
      .leftJoin('fda_decision_codes as dc', 'dc.code', 'd.decision_code')
      .where('d.product_code', '=', productCode)
      .where(isClearance());

  return {
    async productCode(productCode: string): Promise<ProductCodeRecord | undefined> {
      return db
        .selectFrom('fda_product_codes as pc')
        .leftJoin('fda_regulations as r', 'r.regulation_number', 'pc.regulation_number')
        .selectAll('pc')
        .select('r.title as regulation_title')
        .where('pc.product_code', '=', productCode)
        .executeTakeFirst();
    },

    /** Mean days from receipt to decision over the clearances that have both dates in order (null: none). */
    async averageDaysToClearance(productCode: string): Promise<number | null> {
      const row = await clearances(productCode)
        .select(sql<number | null>`round(avg(d.decision_date - d.date_received))::int`.as('days'))
        .where(sql<boolean>`d.decision_date >= d.date_received`)
        .executeTakeFirst();
      return row?.days ?? null;
    },

    /** The cleared K-numbers, newest decision first, at most `limit`. */
    async clearedKNumbers(productCode: string, limit: number): Promise<string[]> {
      const rows = await clearances(productCode)
        .select('d.k_number')
        .orderBy(sql`d.decision_date desc nulls last`)
        .orderBy('d.k_number', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.k_number);
    },

    /** When one of the datasets last finished importing (null: never). */
    async lastImportedAt(datasets: readonly string[]): Promise<Date | null> {
      if (datasets.length === 0) return null;
      const row = await db
        .selectFrom('fda_import_runs')
        .select((eb) => eb.fn.max('finished_at').as('at'))
        .where('dataset', 'in', datasets)
        .executeTakeFirst();
      return row?.at ?? null;
    },
  };
}
