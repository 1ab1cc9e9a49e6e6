import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

export type RecallHistoryRepository = ReturnType<typeof createRecallHistoryRepository>;

export interface RecallYear {
  year: number;
  count: number;
}

export interface RecallTally {
  value: string;
  count: number;
}

export interface RecallRecord {
  recall_number: string;
  recall_class: string | null;
  date_posted: string | null;
  recalling_firm: string | null;
  trade_name: string | null;
  reason: string | null;
}

/** What the recall export says of one product code's recalls; recalls are counted by recall number. */
export function createRecallHistoryRepository(db: Kysely<Database>) {
  return {
    /** Recalls per year posted (undated recalls are left out). */
    async byYear(productCode: string): Promise<RecallYear[]> {
      const { rows } = await sql<RecallYear>`
        select extract(year from date_posted)::int as year, count(distinct recall_number)::int as count
        from fda_recalls where product_code = ${productCode} and date_posted is not null
        group by 1 order by 1`.execute(db);
      return rows;
    },

    /** The most frequent values of a column among the code's recalls (nulls left out), most frequent first. */
    async tally(productCode: string, column: 'root_cause' | 'recall_class', limit: number): Promise<RecallTally[]> {
      const { rows } = await sql<RecallTally>`
        select ${sql.ref(column)} as value, count(distinct recall_number)::int as count
        from fda_recalls where product_code = ${productCode} and ${sql.ref(column)} is not null
        group by 1 order by 2 desc, 1 limit ${limit}`.execute(db);
      return rows;
    },

    /** The code's most recently posted recalls, one row per recall number. */
    async latest(productCode: string, limit: number): Promise<RecallRecord[]> {
      const { rows } = await sql<RecallRecord>`
        select * from (
          select distinct on (recall_number) recall_number, recall_class,
            to_char(date_posted, 'YYYY-MM-DD') as date_posted, recalling_firm, trade_name, reason
          from fda_recalls where product_code = ${productCode}
          order by recall_number, date_posted desc nulls last
        ) recall
        order by date_posted desc nulls last, recall_number desc limit ${limit}`.execute(db);
      return rows;
    },
  };
}
