import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { RecallRecord } from '../../fda/devices/recall-ties.ts';
import { isClearance, isoDate } from '../../fda/common/sql-fragments.ts';

export type PredicatesRepository = ReturnType<typeof createPredicatesRepository>;

export interface CandidateRecord {
  k_number: string;
  device_name: string | null;
  applicant: string | null;
  decision_date: string | null;
  decision_description: string | null;
  state_or_summ: string | null;
  processing_time_days: number | null;
  /** How many later submissions cite the device as a predicate. */
  cited_by: number;
}

/** The clearances of a product code that may serve as predicates, and the recalls of the code. */
export function createPredicatesRepository(db: Kysely<Database>) {
  return {
    async productCodeExists(productCode: string): Promise<boolean> {
      const row = await db.selectFrom('fda_product_codes').select('product_code').where('product_code', '=', productCode).executeTakeFirst();
      return row !== undefined;
    },

    /** Every clearance of a code with how often it is cited (the largest codes hold about a thousand). */
    async clearances(productCode: string): Promise<CandidateRecord[]> {
      return db
        .selectFrom('fda_devices as d')
        .leftJoin('fda_decision_codes as dc', 'dc.code', 'd.decision_code')
        .select([
          'd.k_number',
          'd.device_name',
          'd.applicant',
          isoDate('d.decision_date').as('decision_date'),
          sql<string | null>`coalesce(d.decision_description, dc.description)`.as('decision_description'),
          'd.state_or_summ',
          sql<number | null>`case when d.decision_date >= d.date_received then d.decision_date - d.date_received end`.as('processing_time_days'),
          sql<number>`(select count(*) from fda_predicate_links l where l.predicate = d.k_number)::int`.as('cited_by'),
        ])
        .where('d.product_code', '=', productCode)
        .where(isClearance())
        .orderBy('d.k_number')
        .execute();
    },

    /** Every recall of the code, oldest first. */
    async recallsOf(productCode: string): Promise<RecallRecord[]> {
      return db
        .selectFrom('fda_recalls')
        .select(['recall_number', 'recalling_firm', 'recall_class', isoDate('date_posted').as('date_posted'), 'reason'])
        .where('product_code', '=', productCode)
        .orderBy('date_posted')
        .orderBy('recall_number')
        .execute();
    },
  };
}
