import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createPGlite, kyselyOverPGlite } from '../db/pglite.ts';
import type { Database } from '../db/schema.ts';
import { coreDatasets } from '../importer/datasets/core-datasets.ts';
import { safetyDatasets } from '../importer/datasets/safety-datasets.ts';
import { importDatasets } from '../importer/run-import.ts';
import type { ImportedTestApp } from './imported-database.ts';
import { recallClassFolder } from './recall-class-fixtures.ts';
import { spawnScript } from './spawn-script.ts';
import { testConfig } from './test-app.ts';

/** Imports recall-class-fixtures.ts's folder (product classification, recall classes, recalls) into `db`. */
export async function importRecallClassFixtures(db: Kysely<Database>, { enforcement }: { enforcement: boolean }): Promise<void> {
  const folder = await recallClassFolder({ enforcement });
  try {
    const outcomes = await importDatasets(db, {
      dataDir: folder.dir,
      datasets: [...coreDatasets, ...safetyDatasets],
      only: ['product-codes', 'recall-classes', 'recalls'],
    });
    const failed = outcomes.filter((outcome) => outcome.error !== undefined);
    if (failed.length > 0) throw new Error(`Import failed: ${failed.map((o) => `${o.name}: ${o.error}`).join('; ')}`);
  } finally {
    await folder.remove();
  }
}

/**
 * The real app over a small import of recall-class-fixtures.ts's folder (FIXTURE_CODE's product classification,
 * its real recalls as openFDA records and, unless `enforcement` is false, enforcement reports whose classes are
 * test input): the screens and routes that show FDA's recall class, where the shared FDA folder holds no
 * enforcement file. The import runs in a node process of its own (make-recall-class-dump.ts): under jsdom, the
 * importer's batches do not reach PGlite as JSON arrays.
 */
export async function buildRecallClassApp({ enforcement = true } = {}): Promise<ImportedTestApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'clearway-recall-class-'));
  let blob: Blob;
  try {
    const dump = path.join(dir, 'dump.tar');
    const script = spawnScript('server/testing/make-recall-class-dump.ts', [dump, enforcement ? 'with-enforcement' : 'without-enforcement'], {});
    if ((await script.exited) !== 0) throw new Error(`The recall-class import failed: ${script.output().stderr}`);
    blob = new Blob([await readFile(dump)]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const db = kyselyOverPGlite(createPGlite('memory://', blob));
  await migrateToLatest(db);
  const app = await buildApp({ config: testConfig(), db, logger: false });
  return {
    db,
    app,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

/** Writes the import's PGlite dump to `file` (the child process of buildRecallClassApp). */
export async function writeRecallClassDump(file: string, enforcement: boolean): Promise<void> {
  const pglite = createPGlite('memory://');
  const db = kyselyOverPGlite(pglite);
  try {
    await migrateToLatest(db);
    await importRecallClassFixtures(db, { enforcement });
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await db.destroy();
  }
}
