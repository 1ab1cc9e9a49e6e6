import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createPGlite, kyselyOverPGlite } from '../db/open-database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { ALL_DATASETS } from '../importer/datasets/index.ts';
import { importDatasets } from '../importer/run-import.ts';
import { fdaDataDir } from './fda-data-dir.ts';
import { snapshot, snapshotKey } from './import-snapshots.ts';

/**
 * The beforeAll timeout of a test file that opens an imported database: the first file imports (minutes on a
 * busy 2-core machine) while the others wait for its snapshot.
 */
export const IMPORT_TIMEOUT_MS = 600_000;

export interface ImportedDatabase {
  db: Kysely<Database>;
}

/** Imports the datasets into a fresh in-memory PGlite and dumps its data folder; fails when a dataset fails. */
async function importedSnapshot(only?: readonly string[]): Promise<Blob> {
  const pglite = createPGlite('memory://');
  const db = kyselyOverPGlite(pglite);
  try {
    await migrateToLatest(db);
    const outcomes = await importDatasets(db, { dataDir: fdaDataDir(), datasets: ALL_DATASETS, ...(only ? { only } : {}) });
    const failed = outcomes.filter((outcome) => outcome.error !== undefined);
    if (failed.length > 0) throw new Error(`Import failed: ${failed.map((o) => `${o.name}: ${o.error}`).join('; ')}`);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
}

/**
 * A fresh in-memory PGlite holding the named datasets imported from the real FDA files (all when `only`
 * is absent). The first test file to ask imports them; later ones load the same import's snapshot.
 */
export async function openImportedDatabase(only?: readonly string[]): Promise<ImportedDatabase> {
  const { blob } = await snapshot(await snapshotKey(fdaDataDir(), only ?? 'all'), () => importedSnapshot(only));
  const db = kyselyOverPGlite(createPGlite('memory://', blob));
  try {
    await migrateToLatest(db);
    return { db };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

export interface ImportedTestApp extends ImportedDatabase {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The real app (as buildTestApp configures it) on a database holding the named datasets. */
export async function buildImportedTestApp(only?: readonly string[]): Promise<ImportedTestApp> {
  const imported = await openImportedDatabase(only);
  const config = loadConfig({ ...process.env, DATABASE_URL: '', STATIC_DIR: 'server/testing/no-spa-here' });
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
