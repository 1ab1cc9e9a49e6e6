import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { loadCodeModels } from '../../modules/ai/classification/model/code-models.ts';
import { createClassificationModelsRepository } from '../../modules/ai/classification/model/classification-models.repository.ts';
import { FEATURE_BITS, modelWords, wordFeatureId } from '../../modules/ai/classification/model/model-features.ts';
import type { NaiveBayesModel } from '../../modules/ai/classification/model/naive-bayes.ts';
import { isClearance } from '../../modules/fda/common/sql-fragments.ts';
import { fdaDataDir } from '../../testing/fda-data-dir.ts';
import { IMPORT_TIMEOUT_MS, openImportedDatabase } from '../../testing/imported-database.ts';
import { importDatasets } from '../run-import.ts';
import { ALL_DATASETS } from './index.ts';
import { openMigratedTestPGlite } from '../../testing/migrated-pglite.ts';

const AS_OF = new Date('2024-12-31T00:00:00Z');
const DATASETS = ['product-codes', 'regulations', 'decision-codes', 'devices', 'classification-models'];

async function importedModels(asOf: Date): Promise<Kysely<Database>> {
  const db = await openMigratedTestPGlite();
  const outcomes = await importDatasets(db, { dataDir: fdaDataDir(), asOf, datasets: ALL_DATASETS, only: DATASETS });
  expect(outcomes.filter((outcome) => outcome.error !== undefined)).toEqual([]);
  return db;
}

const knows = (model: NaiveBayesModel, word: string) => model.featureIds.includes(wordFeatureId(word));

/** The words of every text the name model learns from. */
async function trainingWords(db: Kysely<Database>): Promise<Set<string>> {
  const repository = createClassificationModelsRepository(db);
  const texts = [...(await repository.clearedDeviceNames()), ...(await repository.documentNames())].map((item) => item.text);
  texts.push(...(await repository.productCodeTexts()).map((item) => item.name));
  return new Set(texts.flatMap((text) => modelWords(text)));
}

/** The as-of models are trained here; the full ones are those of the shared import (every dataset). */
describe('classification-models dataset', () => {
  let asOfDb: Kysely<Database>;
  let fullDb: Kysely<Database>;

  beforeAll(async () => {
    ({ db: fullDb } = await openImportedDatabase());
    asOfDb = await importedModels(AS_OF);
  }, IMPORT_TIMEOUT_MS);
  afterAll(async () => {
    await asOfDb?.destroy();
    await fullDb?.destroy();
  });

  it('stores both models, each with every product code', async () => {
    const rows = await fullDb.selectFrom('fda_classification_models').select(['name', 'codes']).orderBy('name').execute();
    const codes = await fullDb.selectFrom('fda_product_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(rows.map((row) => row.name)).toEqual(['device-name', 'summary-text']);
    for (const row of rows) expect(row.codes).toBeGreaterThanOrEqual(codes.n);
  });

  it('--as-of keeps the clearances decided after the day out of the training data', async () => {
    const [asOf, full] = [(await loadCodeModels(asOfDb)).models, (await loadCodeModels(fullDb)).models];
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from fda_devices d left join fda_decision_codes dc on dc.code = d.decision_code
      where d.decision_date > ${AS_OF} and d.product_code is not null and coalesce(d.device_name, '') <> '' and ${isClearance()}`.execute(fullDb);
    expect(rows[0]!.n).toBeGreaterThan(100);
    // It learned from exactly what the as-of tables hold, which is none of the later clearances (and a few more
    // left out by their date received).
    const repository = createClassificationModelsRepository(asOfDb);
    const held = (await repository.clearedDeviceNames()).length + (await repository.documentNames()).length + (await repository.productCodeTexts()).length;
    expect(asOf.deviceName!.examples).toBe(held);
    expect(full.deviceName!.examples - asOf.deviceName!.examples).toBeGreaterThanOrEqual(rows[0]!.n);

    // Words that only later clearances use: the full model knows them all; the as-of model none but for hash
    // collisions, which hit a share of about (its features / the feature space) of any unseen words.
    const earlier = await trainingWords(asOfDb);
    const later = [...(await trainingWords(fullDb))].filter((word) => !earlier.has(word));
    expect(later.length).toBeGreaterThan(50);
    expect(later.every((word) => knows(full.deviceName!, word))).toBe(true);
    const collisions = asOf.deviceName!.featureIds.length / 2 ** FEATURE_BITS;
    expect(later.filter((word) => knows(asOf.deviceName!, word)).length).toBeLessThanOrEqual(2 * collisions * later.length);
  });

  it('leaves out a stored model it cannot read, naming it, and keeps the other', async () => {
    const { models, missing } = await loadCodeModels(fullDb);
    expect(missing).toEqual([]);
    await sql`delete from fda_classification_model_parts where name = 'summary-text' and part = 1`.execute(asOfDb);
    const damaged = await loadCodeModels(asOfDb);
    expect(Object.keys(damaged.models)).toEqual(['deviceName']);
    expect(damaged.missing).toEqual([expect.stringMatching(/^summary-text \(/)]);
    expect(models.summaryText).toBeDefined();
  });
});
