import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { isClearance, yearOf } from '../common/sql-fragments.ts';

export type ReviewTimeRepository = ReturnType<typeof createReviewTimeRepository>;

/** One clearance's review: its decision year, days from receipt to decision, and 510(k) type as the file names it. */
export interface ReviewDays {
  year: number;
  days: number;
  type: string | null;
}

/** The review times of a product code's clearances. */
export function createReviewTimeRepository(db: Kysely<Database>) {
  return {
    /** Every clearance of the code with both dates in order (the same clearances as the Scenario's average). */
    async reviews(productCode: string): Promise<ReviewDays[]> {
      const rows = await db
        .selectFrom('fda_devices as d')
        .leftJoin('fda_decision_codes as dc', 'dc.code', 'd.decision_code')
        .select([yearOf('d.decision_date').as('year'), sql<number>`d.decision_date - d.date_received`.as('days'), 'd.clearance_type as type'])
        .where('d.product_code', '=', productCode)
        .where(isClearance())
        .where(sql<boolean>`d.decision_date >= d.date_received`)
        .execute();
      return rows as ReviewDays[];
    },
  };
}
