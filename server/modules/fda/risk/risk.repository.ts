import { sql, type Kysely } from 'kysely';
import type { RecallClassCount } from '../../../../src/api/contracts/data.ts';
import type { Database } from '../../../db/schema.ts';
import type { ProblemKind } from '../coverage/record-spans.repository.ts';
import type { YearRange } from '../http/year-range.ts';

export type RiskRepository = ReturnType<typeof createRiskRepository>;

export interface YearCount {
  year: number;
  count: number;
}

export interface ProblemCount {
  problem: string;
  count: number;
}

/** The half-open day range of whole years, as bounds an index on the date column can use. */
export function dayBounds({ fromYear, toYear }: YearRange): { from: string; before: string } {
  return { from: `${fromYear}-01-01`, before: `${toYear + 1}-01-01` };
}

/** Recall and MAUDE aggregates for one product code within a range of years. */
export function createRiskRepository(db: Kysely<Database>) {
  return {
    /** MDR reports per year of receipt (years without reports are absent). */
    async mdrCountsByYear(productCode: string, years: YearRange): Promise<YearCount[]> {
      const { from, before } = dayBounds(years);
      const { rows } = await sql<YearCount>`
        select extract(year from date_received)::int as year, count(*)::int as count
        from fda_mdr_reports
        where product_code = ${productCode} and date_received >= ${from}::date and date_received < ${before}::date
        group by 1 order by 1`.execute(db);
      return rows;
    },

    /** Problems of one kind by the number of the code's reports that name them, most reported first. */
    async problemCounts(productCode: string, kind: ProblemKind, years: YearRange | null, limit?: number): Promise<ProblemCount[]> {
      const inYears = years === null ? sql`` : sql`and r.date_received >= ${dayBounds(years).from}::date and r.date_received < ${dayBounds(years).before}::date`;
      const { rows } = await sql<ProblemCount>`
        select p.problem, count(*)::int as count
        from fda_mdr_reports r join fda_mdr_problems p on p.mdr_report_key = r.mdr_report_key and p.kind = ${kind}
        where r.product_code = ${productCode} ${inYears}
        group by p.problem order by count desc, p.problem
        ${limit === undefined ? sql`` : sql`limit ${limit}`}`.execute(db);
      return rows;
    },

    /**
     * Distinct recall numbers of the code posted within the years (undated recalls are not counted), by FDA's
     * recall class (a recall number's rows share it): Class I first, no known class (null) last.
     */
    async recallClassCounts(productCode: string, years: YearRange): Promise<RecallClassCount[]> {
      const { from, before } = dayBounds(years);
      const { rows } = await sql<RecallClassCount>`
        select recall_class, count(distinct recall_number)::int as count from fda_recalls
        where product_code = ${productCode} and date_posted >= ${from}::date and date_posted < ${before}::date
        group by recall_class order by recall_class nulls last`.execute(db);
      return rows;
    },

    /** FDA's recall class of each of the recall numbers the imported enforcement reports classify. */
    async recallClassesOf(recallNumbers: readonly string[]) {
      if (recallNumbers.length === 0) return [];
      return db.selectFrom('fda_recall_classes').select(['recall_number', 'recall_class']).where('recall_number', 'in', recallNumbers).execute();
    },
  };
}
