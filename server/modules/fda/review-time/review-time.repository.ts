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
  const reviews = () =>
    db
      .selectFrom('fda_devices as d')
      .leftJoin('fda_decision_codes as dc', 'dc.code', 'd.decision_code')
      .select([yearOf('d.decision_date').as('year'), sql<number>`d.decision_date - d.date_received`.as('days'), 'd.clearance_type as type'])
      .where(isClearance())
      // The same clearances as the Scenario's average: both dates held and in order.
      .where(sql<boolean>`d.decision_date >= d.date_received`);

  return {
    /** Every clearance of the code with both dates in order. */
    async reviews(productCode: string): Promise<ReviewDays[]> {
      return (await reviews().where('d.product_code', '=', productCode).execute()) as ReviewDays[];
    },

    /** The same for every product code at once, by code (the calibration bench). */
    async reviewsByCode(): Promise<(ReviewDays & { product_code: string })[]> {
      return (await reviews().select('d.product_code').where('d.product_code', 'is not', null).execute()) as (ReviewDays & {
        product_code: string;
      })[];
    },
  };
}
