import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.ts';
import { createPGlite, kyselyOverPGlite } from '../db/pglite.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { ALL_DATASETS } from '../importer/datasets/index.ts';
import { importDatasets, type DatasetOutcome } from '../importer/run-import.ts';
import { fdaDataDir } from './fda-data-dir.ts';
import { snapshot, snapshotKey } from './import-snapshots.ts';
import { testConfig } from './test-app.ts';

/**
 * The beforeAll timeout of a test file that opens an imported database: the first file imports (minutes on a
 * busy 2-core machine) while the others wait for its snapshot.
 */
export const IMPORT_TIMEOUT_MS = 600_000;

export interface ImportedDatabase {
  db: Kysely<Database>;
}

/** Imports the datasets into a fresh in-memory PGlite and dumps its data folder; fails when a dataset fails. */
export async function importedSnapshot(): Promise<Blob> {
  const pglite = createPGlite('memory://');
  const db = kyselyOverPGlite(pglite);
  try {
    await migrateToLatest(db);
    const outcomes = await importDatasets(db, { dataDir: fdaDataDir(), datasets: ALL_DATASETS });
    const failed = outcomes.filter((outcome) => outcome.error !== undefined);
    if (failed.length > 0) throw new Error(`Import failed: ${failed.map((o) => `${o.name}: ${o.error}`).join('; ')}`);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
}

/**
 * The imported PGlite, loaded once per test process. Every test over imported data asks for the same, full
 * import, so a fresh clone imports once; and those files run without isolation (vitest.config.ts, projects
 * 'imported' and 'imported-ui'), so the files of one worker share the loaded database instead of each loading
 * the snapshot of over a gigabyte again (20-40 s). The FDA data is read-only to the tests, and their own rows
 * belong to fresh users.
 */
const loaded = new Map<string, Promise<PGlite>>();

async function loadSnapshot(key: string): Promise<PGlite> {
  const { blob } = await snapshot(key, importedSnapshot);
  const pglite = createPGlite('memory://', blob);
  try {
    await migrateToLatest(kyselyOverPGlite(keptOpen(pglite)));
    return pglite;
  } catch (error) {
    await pglite.close();
    throw error;
  }
}

/** The PGlite with close() left to the process's end, so that a test file destroying its Kysely keeps it for the next. */
function keptOpen(pglite: PGlite): PGlite {
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'close') return async () => {};
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A database holding every dataset imported from the real FDA files. The first test file to ask imports them;
 * later ones load that import's snapshot, or share the loaded one. Destroying the returned Kysely leaves the
 * shared database open.
 */
export async function openImportedDatabase(): Promise<ImportedDatabase> {
  const key = await snapshotKey(fdaDataDir(), 'all');
  let pglite = loaded.get(key);
  if (!pglite) {
    pglite = loadSnapshot(key);
    loaded.set(key, pglite);
    pglite.catch(() => loaded.delete(key));
  }
  return { db: kyselyOverPGlite(keptOpen(await pglite)) };
}

export interface ImportedTestApp extends ImportedDatabase {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The real app (as buildTestApp configures it, plus `env`) on the imported database. */
export async function buildImportedTestApp(env: Record<string, string> = {}): Promise<ImportedTestApp> {
  const imported = await openImportedDatabase();
  const config = testConfig(env);
  const app = await buildApp({ config, db: imported.db, logger: false });
  return {
    ...imported,
    app,
    async close() {
      await app.close();
      await imported.db.destroy();
    },
  };
}

/**
 * What the shared import logged for one dataset, in the shape of the importer's outcome, so that a dataset's
 * test on the real files reads the full import rather than importing the files again on its own.
 */
export async function importRunOf(db: Kysely<Database>, dataset: string): Promise<Pick<DatasetOutcome, 'rows' | 'rejected' | 'rejectedSample'>> {
  const run = await db.selectFrom('fda_import_runs').select(['row_count', 'rejected_count', 'details']).where('dataset', '=', dataset).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const details = (typeof run.details === 'string' ? JSON.parse(run.details) : run.details) as { rejectedSample: DatasetOutcome['rejectedSample'] };
  return { rows: run.row_count, rejected: run.rejected_count, rejectedSample: details.rejectedSample };
}
