import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrateToLatest } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

/** Where the data lives: a PostgreSQL server, or an embedded PGlite folder (`memory://` for none). */
export type DatabaseSource =
  | { kind: 'postgres'; url: string; /** schema to work in (tests use a throwaway one) */ searchPath?: string }
  | { kind: 'pglite'; dataDir: string };

export function databaseSourceFromConfig(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): DatabaseSource {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') };
}

// PGlite reads int8 (e.g. count(*)) as a number; pg reads it as a string unless told otherwise.
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const JSON_TYPE = 114;

/**
 * A json parameter given as UTF-8 bytes goes to PostgreSQL as it is (binary json is its text), as
 * node-postgres sends a Buffer: PGlite would otherwise measure and encode a string character by character
 * in JavaScript, which took a tenth of the full import (insert-batches.ts sends its rows so).
 */
function jsonParameter(value: unknown): string {
  if (value instanceof Uint8Array) return value as unknown as string;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An embedded PostgreSQL in `dataDir` (`memory://` for none), optionally started from a dumped data folder. */
export function createPGlite(dataDir: string, snapshot?: Blob): PGlite {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return new PGlite(dataDir, {
    extensions: { pg_trgm },
    serializers: { [JSON_TYPE]: jsonParameter },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
}

/** Kysely over a PGlite; destroying it closes the PGlite. */
export function kyselyOverPGlite(pglite: PGlite): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

/** Opens the database lazily (the first query connects); destroy the result to close it. */
export function openDatabase(source: DatabaseSource): Kysely<Database> {
  if (source.kind === 'pglite') return kyselyOverPGlite(createPGlite(source.dataDir));
  const pool = new pg.Pool({
    connectionString: source.url,
    types: pgTypes,
    ...(source.searchPath ? { options: `-c search_path=${source.searchPath}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the database and brings its schema up to date; on failure the database is closed again. */
export async function openMigratedDatabase(source: DatabaseSource): Promise<Kysely<Database>> {
  const db = openDatabase(source);
  try {
    await migrateToLatest(db, source.kind === 'postgres' ? source.searchPath : undefined);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
