import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { databaseSourceFromConfig, openDatabase } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { fdaDataDir } from '../testing/fda-data-dir.ts';
import { makeFdaTestFolder, type FdaTestFolder } from '../testing/fda-test-folder.ts';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases.ts';
import { importFdaDataIfMissing } from './auto-import.ts';
import { ALL_DATASETS } from './datasets/index.ts';
import { importDatasets } from './run-import.ts';
import { openMigratedTestPGlite } from '../testing/migrated-pglite.ts';

describe('importFdaDataIfMissing on a database imported before the classification models', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await openMigratedTestPGlite();
    await importDatasets(db, { dataDir: fdaDataDir(), datasets: ALL_DATASETS, only: ['product-codes'] });
  }, 120_000);
  afterAll(() => db?.destroy());

  it('trains the models from the data it holds, once, saying so', async () => {
    const output: string[] = [];
    await importFdaDataIfMissing(db, { FDA_DATA_DIR: undefined, DATA_DIR: '.', FDA_FILES_BASE_URL: 'off' }, (text) => output.push(text));
    expect(output.join('')).toMatch(/^The classification models are not trained yet: training them from the imported FDA data\.\nTrained in [\d.]+ s\.\n$/);
    const models = await db.selectFrom('fda_classification_models').select('name').orderBy('name').execute();
    expect(models.map((row) => row.name)).toEqual(['device-name', 'summary-text']);

    const again: string[] = [];
    await importFdaDataIfMissing(db, { FDA_DATA_DIR: undefined, DATA_DIR: '.', FDA_FILES_BASE_URL: 'off' }, (text) => again.push(text));
    expect(again).toEqual([]);
  });
});

const postgres = testDatabaseKinds.find((kind) => kind.name === 'PostgreSQL');

describe.runIf(postgres)('importFdaDataIfMissing in two processes starting at once on one empty PostgreSQL', () => {
  let database: TestDatabase;
  let other: Kysely<Database>;
  let folder: FdaTestFolder;
  beforeAll(async () => {
    [database, folder] = await Promise.all([postgres!.open(), makeFdaTestFolder()]);
    await folder.copy('classification/foiclass_2026-01-31.txt');
    // The second process's own connections to the same schema.
    other = openDatabase(databaseSourceFromConfig({ DATABASE_URL: database.databaseUrl!, DATA_DIR: '.' }));
  }, 60_000);
  afterAll(async () => {
    await other?.destroy();
    await database?.dispose();
    await folder?.remove();
  });

  it('imports once: the second waits for the first, then finds the data', { timeout: 180_000 }, async () => {
    const config = { FDA_DATA_DIR: folder.dir, DATA_DIR: folder.dir, DATABASE_URL: database.databaseUrl!, FDA_FILES_BASE_URL: 'off' };
    const outputs: string[][] = [[], []];
    await Promise.all(
      [database.db, other].map((db, n) => importFdaDataIfMissing(db, config, (text) => outputs[n]!.push(text))),
    );
    const [importer, waiter] = outputs.map((lines) => lines.join('')).sort((a, b) => b.length - a.length) as [string, string];
    expect(importer).toContain(`The database holds no FDA data yet: importing it from ${folder.dir} before the server starts.`);
    expect(importer).toMatch(/FDA data import: \d+ of \d+ datasets imported/);
    expect(waiter).toBe('Another Clearway process is importing the FDA data or training its models: waiting for it.\n');

    const runs = await database.db.selectFrom('fda_import_runs').select('dataset').execute();
    expect(runs.map((run) => run.dataset).sort()).toEqual(['classification-models', 'product-codes', 'recall-classes']);
  });
});
