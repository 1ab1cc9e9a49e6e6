import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openMigratedDatabase } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { ALL_DATASETS } from '../importer/datasets/index.ts';
import { importDatasets, type DatasetOutcome } from '../importer/run-import.ts';
import { fdaDataDir } from './fda-data-dir.ts';

export interface ImportedDatabase {
  db: Kysely<Database>;
  outcomes: DatasetOutcome[];
}

/**
 * A fresh in-memory PGlite holding the named datasets imported from the real FDA files (all when `only`
 * is absent). Fails when a dataset fails, so a test never runs on half the data.
 */
export async function openImportedDatabase(only?: readonly string[]): Promise<ImportedDatabase> {
  const db = await openMigratedDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    const outcomes = await importDatasets(db, { dataDir: fdaDataDir(), datasets: ALL_DATASETS, ...(only ? { only } : {}) });
    const failed = outcomes.filter((outcome) => outcome.error !== undefined);
    if (failed.length > 0) throw new Error(`Import failed: ${failed.map((o) => `${o.name}: ${o.error}`).join('; ')}`);
    return { db, outcomes };
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
