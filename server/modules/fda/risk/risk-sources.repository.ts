import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ProblemKind } from '../coverage/record-spans.repository.ts';
import { dayBounds } from './risk.repository.ts';
import { isoDate } from '../common/sql-fragments.ts';
import type { YearRange } from '../http/year-range.ts';

export type RiskSourcesRepository = ReturnType<typeof createRiskSourcesRepository>;

/** Which rows of a list: `limit` rows after the first `offset`. */
export interface RowWindow {
  limit: number;
  offset: number;
}

/** Reports naming one problem of one kind. */
export interface ProblemFilter {
  kind: ProblemKind;
  problem: string;
}

export interface MdrReportRow {
  mdr_report_key: string;
  report_number: string | null;
  date_received: string | null;
  event_type: string | null;
  brand_name: string | null;
  manufacturer: string | null;
}

export interface RecallRow {
  recall_number: string;
  recall_event_id: string | null;
  date_posted: string | null;
  trade_name: string | null;
  recalling_firm: string | null;
  recall_class: string | null;
  reason: string | null;
  status: string | null;
}

export interface ProblemCodeRow {
  /** The term as asked. */
  asked: string;
  term: string;
  annex: string;
  imdrf_code: string;
  fda_code: string | null;
  definition: string | null;
}

/** A count and one window of the rows counted. */
export interface CountedRows<T> {
  total: number;
  rows: T[];
}

/** The records behind the risk aggregates (risk.repository.ts), one window at a time, by the same rules. */
export function createRiskSourcesRepository(db: Kysely<Database>) {
  /** The code's reports received within the years (alias r), as /risk/total-mdrs counts them; optionally naming a problem. */
  const reportsOf = (productCode: string, years: YearRange, filter: ProblemFilter | null): RawBuilder<unknown> => {
    const { from, before } = dayBounds(years);
    const naming =
      filter === null
        ? sql``
        : sql`and exists (select 1 from fda_mdr_problems p
            where p.mdr_report_key = r.mdr_report_key and p.kind = ${filter.kind} and p.problem = ${filter.problem})`;
    return sql`fda_mdr_reports r
      where r.product_code = ${productCode} and r.date_received >= ${from}::date and r.date_received < ${before}::date ${naming}`;
  };

  /** The code's recall rows posted within the years, as /risk/total-recalls counts them (by distinct recall number). */
  const recallRowsOf = (productCode: string, years: YearRange): RawBuilder<unknown> => {
    const { from, before } = dayBounds(years);
    return sql`fda_recalls where product_code = ${productCode} and date_posted >= ${from}::date and date_posted < ${before}::date`;
  };

  return {
    /** Newest received first, then by MDR report key. */
    async mdrReports(
      productCode: string,
      years: YearRange,
      filter: ProblemFilter | null,
      window: RowWindow,
    ): Promise<CountedRows<MdrReportRow>> {
      const reports = reportsOf(productCode, years, filter);
      const [{ rows: counted }, { rows }] = await Promise.all([
        sql<{ total: number }>`select count(*)::int as total from ${reports}`.execute(db),
        sql<MdrReportRow>`
          select r.mdr_report_key, r.report_number, ${isoDate('r.date_received')} as date_received, r.event_type,
            r.brand_name, r.manufacturer
          from ${reports}
          order by r.date_received desc, r.mdr_report_key
          limit ${window.limit} offset ${window.offset}`.execute(db),
      ]);
      return { total: counted[0]?.total ?? 0, rows };
    },

    /** One row per recall number (its latest posting in the years), newest posted first, then by recall number. */
    async recalls(productCode: string, years: YearRange, window: RowWindow): Promise<CountedRows<RecallRow>> {
      const recallRows = recallRowsOf(productCode, years);
      const [{ rows: counted }, { rows }] = await Promise.all([
        sql<{ total: number }>`select count(distinct recall_number)::int as total from ${recallRows}`.execute(db),
        sql<RecallRow>`
          select recall_number, recall_event_id, ${isoDate('date_posted')} as date_posted, trade_name, recalling_firm,
            recall_class, reason, status
          from (
            select distinct on (recall_number) * from ${recallRows}
            order by recall_number, date_posted desc, id
          ) recall
          order by recall.date_posted desc, recall.recall_number
          limit ${window.limit} offset ${window.offset}`.execute(db),
      ]);
      return { total: counted[0]?.total ?? 0, rows };
    },

    /** The problem codes of the given annexes whose term is one of `terms`, case-insensitively; by annex, then code. */
    async problemCodes(terms: readonly string[], annexes: readonly string[]): Promise<ProblemCodeRow[]> {
      if (terms.length === 0) return [];
      const { rows } = await sql<ProblemCodeRow>`
        select asked.term as asked, c.term, c.annex, c.imdrf_code, c.fda_code, c.definition
        from unnest(${sql.val(terms)}::text[]) as asked(term)
        join fda_problem_codes c on lower(c.term) = lower(asked.term) and c.annex in (${sql.join(annexes)})
        order by c.annex, c.imdrf_code`.execute(db);
      return rows;
    },
  };
}
