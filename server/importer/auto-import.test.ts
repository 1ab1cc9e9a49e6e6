import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openMigratedDatabase } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { fdaDataDir } from '../testing/fda-data-dir.ts';
import { importFdaDataIfMissing } from './auto-import.ts';
import { ALL_DATASETS } from './datasets/index.ts';
import { importDatasets } from './run-import.ts';

describe('importFdaDataIfMissing on a database imported before the classification models', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await openMigratedDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await importDatasets(db, { dataDir: fdaDataDir(), datasets: ALL_DATASETS, only: ['product-codes'] });
  }, 120_000);
  afterAll(() => db?.destroy());

  it('trains the models from the data it holds, once, saying so', async () => {
    const output: string[] = [];
    await importFdaDataIfMissing(db, { FDA_DATA_DIR: undefined, DATA_DIR: '.' }, (text) => output.push(text));
    expect(output.join('')).toMatch(/^The classification models are not trained yet: training them from the imported FDA data\.\nTrained in [\d.]+ s\.\n$/);
    const models = await db.selectFrom('fda_classification_models').select('name').orderBy('name').execute();
    expect(models.map((row) => row.name)).toEqual(['device-name', 'summary-text']);

    const again: string[] = [];
    await importFdaDataIfMissing(db, { FDA_DATA_DIR: undefined, DATA_DIR: '.' }, (text) => again.push(text));
    expect(again).toEqual([]);
  });
});
