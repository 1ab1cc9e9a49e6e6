import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Table-generic SQL for copying whole tables as rows of JSON (the data-folder upgrade, backup and restore).
 * Rows travel as `to_jsonb(row)` and come back through `jsonb_populate_recordset`, so PostgreSQL itself
 * converts every type (timestamps to the microsecond, jsonb, arrays, bytea) both ways.
 */

/** The base tables of the current schema, by name. */
export async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

/** The columns a row can be given (generated ones are left out), in table order. */
export async function writableColumns(db: Kysely<Database>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`.execute(db);
  return rows.map((row) => row.name);
}

export async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * Reads every row of `table` as JSON text, `batchRows` at a time, through a cursor: run it in a transaction
 * (which also makes the read one snapshot).
 */
export async function readRowsAsJson(trx: Kysely<Database>, table: string, batchRows: number, onBatch: (rows: string[]) => Promise<void>): Promise<void> {
  await sql`declare table_rows no scroll cursor for select to_jsonb(t)::text as row from ${sql.table(table)} t`.execute(trx);
  for (;;) {
    const { rows } = await sql<{ row: string }>`fetch forward ${sql.lit(batchRows)} from table_rows`.execute(trx);
    if (rows.length > 0) await onBatch(rows.map((r) => r.row));
    if (rows.length < batchRows) break;
  }
  await sql`close table_rows`.execute(trx);
}

/** Inserts rows given as a JSON array text, filling `columns` from them (the others take their defaults). */
export async function insertJsonRows(db: Kysely<Database>, table: string, columns: readonly string[], rowsJson: string): Promise<void> {
  const list = sql.join(columns.map((column) => sql.ref(column)));
  await sql`insert into ${sql.table(table)} (${list}) overriding system value
    select ${list} from jsonb_populate_recordset(null::${sql.table(table)}, ${rowsJson}::jsonb)`.execute(db);
}

/** Identity columns carry on after the highest value held, so new rows do not collide with copied ones. */
export async function restartIdentities(db: Kysely<Database>, table: string): Promise<void> {
  const { rows } = await sql<{ column: string }>`
    select column_name as column from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_identity = 'YES'`.execute(db);
  for (const { column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false)
      from ${sql.table(table)}`.execute(db);
  }
}

/** The newest migration applied, or null for a database none has touched. */
export async function migrationLevel(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db);
  return rows[0]?.name ?? null;
}
