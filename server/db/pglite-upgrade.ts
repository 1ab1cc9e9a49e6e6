import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { migrateToLatest } from './migrate.ts';
import { createPGlite, kyselyOverPGlite } from './pglite.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';
import { countRows, insertJsonRows, restartIdentities, tableNames, writableColumns } from './table-rows.ts';

/** The PostgreSQL major version of the embedded engine: a data folder written by another one cannot be opened. */
export const ENGINE_POSTGRES_MAJOR = 18;
/** The one older engine this build can still read (PGlite 0.3, installed as `pglite-postgres17`). */
const UPGRADABLE_POSTGRES_MAJOR = 17;

/** The tables of the FDA import (`fda_*`) and of the migrator are rebuilt, not copied: the rest is the users' own. */
const isUsersTable = (name: string) => !name.startsWith('fda_') && !name.startsWith('kysely_');

export class DataFolderVersionError extends Error {
  constructor(dataDir: string, major: number) {
    super(
      `${dataDir} holds a PostgreSQL ${major} database, which this Clearway cannot open or upgrade (its embedded ` +
        `database is PostgreSQL ${ENGINE_POSTGRES_MAJOR}). Start the Clearway that made it, or move the folder away to start afresh.`,
    );
    this.name = 'DataFolderVersionError';
  }
}

/** The PostgreSQL major version a data folder was written by; null for none yet. */
export async function dataFolderMajor(dataDir: string): Promise<number | null> {
  const text = await readFile(`${dataDir}/PG_VERSION`, 'utf-8').catch(() => null);
  return text === null ? null : Number.parseInt(text.trim(), 10);
}

/**
 * Brings a data folder written by the previous embedded engine (PostgreSQL 17) to this one: the users' rows
 * are copied into a new folder, the FDA data is left for the importer to load again, and the old folder is
 * kept beside it, renamed, until the user deletes it. The new folder is built aside and only swapped in once
 * every row is there, so a failure half-way leaves the old folder as it was. Nothing happens to a folder
 * that is new or already current.
 */
export async function upgradeDataFolder(dataDir: string, log: (line: string) => void): Promise<void> {
  const major = await dataFolderMajor(dataDir);
  if (major === null || major === ENGINE_POSTGRES_MAJOR) return;
  if (major !== UPGRADABLE_POSTGRES_MAJOR) throw new DataFolderVersionError(dataDir, major);

  const building = `${dataDir}.upgrading`;
  const kept = keptFolderName(dataDir, major);
  log(`${dataDir} was written by PostgreSQL ${major}; upgrading it to ${ENGINE_POSTGRES_MAJOR}: copying your own data, the FDA data will be imported again.`);
  await rm(building, { recursive: true, force: true });
  try {
    const copied = await copyUsersRows(dataDir, building);
    await swapFolders(dataDir, building, kept);
    log(`Copied ${copied.rows} rows of ${copied.tables} tables. The old folder is kept at ${kept}; delete it once you are content.`);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw new Error(`Upgrading ${dataDir} failed, and it was left as it was: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Puts `building` in the place of `dataDir`, which moves to `kept`; should the second move fail, the first is undone. */
async function swapFolders(dataDir: string, building: string, kept: string): Promise<void> {
  await rename(dataDir, kept);
  try {
    await rename(building, dataDir);
  } catch (error) {
    await rename(kept, dataDir);
    throw error;
  }
}

function keptFolderName(dataDir: string, major: number): string {
  const plain = `${dataDir}-postgres${major}`;
  return existsSync(plain) ? `${plain}-${Date.now()}` : plain;
}

/** Kysely over the previous engine (PostgreSQL 17) in `dataDir`. */
export async function openPreviousEngine(dataDir: string): Promise<Kysely<Database>> {
  const { PGlite: PGlite17 } = await import('pglite-postgres17');
  const { pg_trgm } = await import('pglite-postgres17/contrib/pg_trgm');
  // The previous PGlite has the same query interface, which is all the dialect uses.
  const pglite = new PGlite17(dataDir, { extensions: { pg_trgm } }) as unknown as PGlite;
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

async function copyUsersRows(from: string, to: string): Promise<{ tables: number; rows: number }> {
  const source = await openPreviousEngine(from);
  const target = kyselyOverPGlite(createPGlite(to));
  try {
    // Both schemas come from the same migrations, so every row fits the new table as it is.
    await migrateToLatest(source);
    await migrateToLatest(target);
    const tables = (await tableNames(source)).filter(isUsersTable);
    let rows = 0;
    await target.transaction().execute(async (trx) => {
      // Rows go in table by table, not in the order their foreign keys would want.
      await sql`set local session_replication_role = replica`.execute(trx);
      for (const table of tables) rows += await copyTable(source, trx, table);
    });
    return { tables: tables.length, rows };
  } finally {
    await source.destroy();
    await target.destroy();
  }
}

const BATCH_ROWS = 500;

async function copyTable(source: Kysely<Database>, target: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ row: unknown }>`select to_jsonb(t) as row from ${sql.table(table)} t`.execute(source);
  const columns = await writableColumns(target, table);
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await insertJsonRows(target, table, columns, JSON.stringify(rows.slice(start, start + BATCH_ROWS).map((r) => r.row)));
  }
  await restartIdentities(target, table);
  const written = await countRows(target, table);
  if (written !== rows.length) throw new Error(`${table}: ${rows.length} rows read but ${written} written`);
  return rows.length;
}
