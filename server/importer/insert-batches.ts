import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Row = Record<string, unknown>;

/**
 * One INSERT for rows that set the same columns. The rows travel as one JSON parameter, in UTF-8 bytes,
 * that PostgreSQL unpacks with json_populate_recordset: binding thousands of separate parameters costs
 * PGlite more than the insert itself. Columns a row leaves out take their default, as in Kysely.
 */
async function insertSameColumns(trx: Kysely<Database>, table: string, columns: string[], rows: Row[]): Promise<void> {
  const list = sql.join(columns.map((column) => sql.ref(column)));
  await sql`insert into ${sql.table(table)} (${list})
    select ${list} from json_populate_recordset(null::${sql.table(table)}, ${Buffer.from(JSON.stringify(rows))}::json)`.execute(trx);
}

function definedColumns(row: Row): string[] {
  return Object.keys(row).filter((key) => row[key] !== undefined);
}

async function insertBatch(trx: Kysely<Database>, table: string, rows: Row[]): Promise<void> {
  const byColumns = new Map<string, { columns: string[]; rows: Row[] }>();
  for (const row of rows) {
    const columns = definedColumns(row);
    const key = columns.join(',');
    const group = byColumns.get(key) ?? { columns, rows: [] };
    group.rows.push(row);
    byColumns.set(key, group);
  }
  for (const { columns, rows: sameColumns } of byColumns.values()) await insertSameColumns(trx, table, columns, sameColumns);
}

/**
 * Inserts rows in multi-row statements (one round trip per batch), from an array or a stream of rows.
 * Returns how many rows were inserted. Values are written as JSON would carry them: dates as ISO
 * strings, arrays as PostgreSQL arrays.
 */
export async function insertInBatches<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  rows: Iterable<Insertable<Database[T]>> | AsyncIterable<Insertable<Database[T]>>,
  batchSize = 500,
): Promise<number> {
  let batch: Row[] = [];
  let inserted = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await insertBatch(trx, table, batch);
    inserted += batch.length;
    batch = [];
  };
  for await (const row of rows) {
    batch.push(row as Row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return inserted;
}
