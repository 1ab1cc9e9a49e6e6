import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { isClearance } from '../common/sql-fragments.ts';

/** How many records there are, the years their defining dates span, and the files they came from. */
export interface RecordSpan {
  count: number;
  firstYear: number | null;
  lastYear: number | null;
  sources: string[];
}

export type ProblemKind = 'device' | 'patient';

export type RecordSpansRepository = ReturnType<typeof createRecordSpansRepository>;

/**
 * The span of `records`, a query yielding one row per source record with columns `id` (what is counted,
 * once), `day` (the defining date) and `sources` (text[]).
 */
async function spanOf(db: Kysely<Database>, records: RawBuilder<unknown>): Promise<RecordSpan> {
  const { rows } = await sql<RecordSpan>`
    with picked as (${records})
    select count(distinct id)::int as "count",
      min(extract(year from day))::int as "firstYear",
      max(extract(year from day))::int as "lastYear",
      coalesce((select array_agg(distinct s order by s) from picked, unnest(picked.sources) s), '{}') as "sources"
    from picked`.execute(db);
  return rows[0]!;
}

/**
 * The records a TPLC-style count is made of, per product code or over a whole table: clearances by
 * decision date, PMAs by decision date, recalls (counted by recall number) by date posted, MDRs by date
 * received.
 */
export function createRecordSpansRepository(db: Kysely<Database>) {
  return {
    clearances: (productCode: string) =>
      spanOf(
        db,
        sql`select d.k_number as id, d.decision_date as day, d.sources
          from fda_devices d left join fda_decision_codes dc on dc.code = d.decision_code
          where d.product_code = ${productCode} and ${isClearance()}`,
      ),

    /** Original PMAs and HDEs: supplements (P123456/S001) are changes to an approved device, not approvals of one. */
    pmas: (productCode: string | null) =>
      spanOf(
        db,
        sql`select submission_number as id, decision_date as day, '{}'::text[] as sources from fda_pma
          where submission_number not like '%/%' ${productCode === null ? sql`` : sql`and product_code = ${productCode}`}`,
      ),

    recalls: (productCode: string | null) =>
      spanOf(
        db,
        sql`select recall_number as id, date_posted as day, array[source] as sources from fda_recalls
          ${productCode === null ? sql`` : sql`where product_code = ${productCode}`}`,
      ),

    /** MDR reports of the code; with `problemKind`, only those that carry a problem of that kind. */
    mdrReports: (productCode: string, problemKind?: ProblemKind) =>
      spanOf(
        db,
        sql`select r.mdr_report_key as id, r.date_received as day, r.sources from fda_mdr_reports r
          where r.product_code = ${productCode}
          ${
            problemKind === undefined
              ? sql``
              : sql`and exists (select 1 from fda_mdr_problems p where p.mdr_report_key = r.mdr_report_key and p.kind = ${problemKind})`
          }`,
      ),
  };
}
