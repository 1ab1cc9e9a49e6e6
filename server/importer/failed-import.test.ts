import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { makeFdaTestFolder, type FdaTestFolder } from '../testing/fda-test-folder.ts';
import { coreDatasets } from './datasets/core-datasets.ts';
import { importDatasets } from './run-import.ts';
import { openMigratedTestPGlite } from '../testing/migrated-pglite.ts';

/** Every row of a table, in a fixed order, with long texts as checksums. */
async function snapshot(db: Kysely<Database>, table: string, order: string): Promise<unknown[]> {
  const rows = await sql`select * from ${sql.table(table)} order by ${sql.ref(order)}`.execute(db);
  return rows.rows.map((row) =>
    Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' && v.length > 200 ? `${v.length}:${v.slice(0, 100)}` : v])),
  );
}

const runsOf = async (db: Kysely<Database>, dataset: string) =>
  (await db.selectFrom('fda_import_runs').select('row_count').where('dataset', '=', dataset).execute()).map((r) => r.row_count);

describe('a damaged file fails its dataset and leaves the previous data in place', () => {
  let folder: FdaTestFolder;
  let db: Kysely<Database>;
  beforeAll(async () => {
    folder = await makeFdaTestFolder();
    await folder.copy('classification/foiclass_2026-01-31.txt', 'classification/product_codes_2026-08-18.csv', 'predicates/510k_summaries_100_2025.jsonl');
    await folder.copyLines('ivd_decision_summaries/ivd_decision_summaries.jsonl.gz', 0, 300);
    db = await openMigratedTestPGlite();
    const outcomes = await importDatasets(db, { dataDir: folder.dir, datasets: coreDatasets, only: ['product-codes', 'device-documents'] });
    expect(outcomes.map((o) => [o.name, o.rows, o.error])).toEqual([
      ['product-codes', 7_088, undefined],
      ['device-documents', 400, undefined],
    ]);
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await folder?.remove();
  });

  it('a truncated gzip', async () => {
    const before = await snapshot(db, 'fda_device_documents', 'id');
    const gz = path.join(folder.dir, 'ivd_decision_summaries/ivd_decision_summaries.jsonl.gz');
    const bytes = await readFile(gz);
    await folder.write('ivd_decision_summaries/ivd_decision_summaries.jsonl.gz', bytes.subarray(0, Math.floor(bytes.length * 0.6)));

    const [outcome] = await importDatasets(db, { dataDir: folder.dir, datasets: coreDatasets, only: ['device-documents'] });
    expect(outcome!.error).toMatch(/unexpected end of file/);
    expect(outcome!.rows).toBe(0);
    expect(await snapshot(db, 'fda_device_documents', 'id')).toEqual(before);
    expect(await runsOf(db, 'device-documents')).toEqual([400]);
  });

  it('a file that is not the text it should be (bytes that are not UTF-8 in the product-code CSV)', async () => {
    const before = await snapshot(db, 'fda_product_codes', 'product_code');
    const csv = await readFile(path.join(folder.dir, 'classification/product_codes_2026-08-18.csv'));
    const at = Math.floor(csv.length / 2);
    await folder.write('classification/product_codes_2026-08-18.csv', Buffer.concat([csv.subarray(0, at), Buffer.from([0xff, 0xfe, 0xfd]), csv.subarray(at)]));

    const [outcome] = await importDatasets(db, { dataDir: folder.dir, datasets: coreDatasets, only: ['product-codes'] });
    expect(outcome!.error).toMatch(/not valid|encoded data/i);
    expect(await snapshot(db, 'fda_product_codes', 'product_code')).toEqual(before);
    expect(await runsOf(db, 'product-codes')).toEqual([7_088]);
  });

  it('a CSV whose quoting is broken', async () => {
    const before = await snapshot(db, 'fda_product_codes', 'product_code');
    await folder.copy('classification/product_codes_2026-08-18.csv');
    const csv = await readFile(path.join(folder.dir, 'classification/product_codes_2026-08-18.csv'), 'utf-8');
    const lines = csv.split('\n');
    lines[100] = lines[100]!.replace('","', '"x"y","');
    await folder.write('classification/product_codes_2026-08-18.csv', lines.join('\n'));

    const [outcome] = await importDatasets(db, { dataDir: folder.dir, datasets: coreDatasets, only: ['product-codes'] });
    expect(outcome!.error).toMatch(/quote/i);
    expect(await snapshot(db, 'fda_product_codes', 'product_code')).toEqual(before);
  });

  it('a required file that is missing: nothing is touched', async () => {
    const [outcome] = await importDatasets(db, { dataDir: folder.dir, datasets: coreDatasets, only: ['regulations'] });
    expect(outcome!.error).toBe(`missing in ${folder.dir}: cfr21/part-*.md`);
  });
});
