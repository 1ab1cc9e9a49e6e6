import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { parsePostgresUrl } from './database-url.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import { migrateToLatest } from './migrate.ts';
import { createPGlite, kyselyOverPGlite } from './pglite.ts';
import { upgradeDataFolder } from './pglite-upgrade.ts';
import type { Database } from './schema.ts';

/** Where the data lives: a PostgreSQL server, or an embedded PGlite folder (`memory://` for none). */
export type DatabaseSource =
  | {
      kind: 'postgres';
      url: string;
      /** Schema to work in (tests use a throwaway one); public stays on the path after it, for the extensions installed there. */
      searchPath?: string;
    }
  | { kind: 'pglite'; dataDir: string };

export function databaseSourceFromConfig(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): DatabaseSource {
  return config.DATABASE_URL
    ? { kind: 'postgres', ...parsePostgresUrl(config.DATABASE_URL) }
    : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') };
}

// PGlite reads int8 (e.g. count(*)) as a number; pg reads it as a string unless told otherwise.
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool) before it
 * fails with 503 DATABASE_UNAVAILABLE: a database that does not answer at all must not hold requests forever.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

const reportLostConnection = (error: Error) =>
  console.warn(`A PostgreSQL connection was lost (${error.message}); a new one is opened when needed.`);

/**
 * Opens the database lazily (the first query connects); destroy the result to close it. `onConnectionLost`
 * hears of connections the server closed or the network cut: node-postgres rejects the query that was
 * running (503) and also emits the loss as an error event on the client, and on the pool for an idle one,
 * which would end the process unheard.
 */
export function openDatabase(source: DatabaseSource, onConnectionLost: (error: Error) => void = reportLostConnection): Kysely<Database> {
  if (source.kind === 'pglite') return kyselyOverPGlite(createPGlite(source.dataDir));
  const pool = new pg.Pool({
    connectionString: source.url,
    types: pgTypes,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    ...(source.searchPath ? { options: `-c search_path=${source.searchPath},public` } : {}),
  });
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  pool.on('error', () => {}); // the client's own listener has reported it
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** An embedded data folder for this process alone (see lockDataFolder), upgraded if an older engine wrote it. */
async function openDataFolder(dataDir: string, log: (line: string) => void): Promise<Kysely<Database>> {
  const release = lockDataFolder(dataDir);
  try {
    await upgradeDataFolder(dataDir, log);
    return kyselyOverPGlite(createPGlite(dataDir), release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Opens the database and brings its schema up to date (an embedded data folder is claimed for this process,
 * and one of the previous engine upgraded first, saying so on `log`); on failure the database is closed again.
 */
export async function openMigratedDatabase(source: DatabaseSource, log: (line: string) => void = console.log): Promise<Kysely<Database>> {
  const onDisk = source.kind === 'pglite' && !source.dataDir.startsWith('memory://');
  const db = onDisk ? await openDataFolder(source.dataDir, log) : openDatabase(source);
  try {
    await migrateToLatest(db, source.kind === 'postgres' ? source.searchPath : undefined);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
