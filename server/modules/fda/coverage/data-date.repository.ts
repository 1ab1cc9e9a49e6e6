import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** When the FDA data was last imported (ISO time) and the newest 510(k) decision it holds (YYYY-MM-DD). */
export interface DataDate {
  imported_at: string;
  newest_decision_date: string | null;
}

/** The date of the imported FDA data; null before any import. */
export async function readDataDate(db: Kysely<Database>): Promise<DataDate | null> {
  const { rows } = await sql<{ imported_at: Date | string | null; newest_decision_date: string | null }>`
    select (select max(finished_at) from fda_import_runs) as imported_at,
           (select to_char(max(decision_date), 'YYYY-MM-DD') from fda_devices) as newest_decision_date`.execute(db);
  const row = rows[0];
  if (!row?.imported_at) return null;
  return { imported_at: new Date(row.imported_at).toISOString(), newest_decision_date: row.newest_decision_date };
}
