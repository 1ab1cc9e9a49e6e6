import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { rawCsvRecords } from '../../../testing/raw-fda-files.ts';
import { importDatasets, type DatasetOutcome } from '../../run-import.ts';
import { safetyDatasets } from '../safety-datasets.ts';
import { PMA_FILE } from './pma.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

const records = rawCsvRecords(PMA_FILE);
const count = async (db: Kysely<Database>, where = sql`true`) =>
  (await sql<{ n: number }>`select count(*)::int as n from fda_pma where ${where}`.execute(db)).rows[0]!.n;

async function importPma(asOf?: Date) {
  const db = await openMigratedTestPGlite();
  const [outcome] = await importDatasets(db, { dataDir: fdaDataDir(), asOf: asOf ?? null, datasets: safetyDatasets, only: ['pma'] });
  return { db, outcome: outcome! };
}

describe('pma dataset on the real file', () => {
  let db: Kysely<Database>;
  let outcome: DatasetOutcome;
  beforeAll(async () => ({ db, outcome } = await importPma()), 180_000);
  afterAll(() => db?.destroy());

  it('stores every PMA and supplement', () => {
    expect(records).toHaveLength(56_995);
    expect(outcome.rejected).toBe(0);
    expect(outcome.rows).toBe(records.length);
  });

  it("reads the package's 1900-01-01 start date as unknown", async () => {
    const placeholders = records.filter((r) => r.date_start === '1900-01-01' || r.date_start === '');
    expect(placeholders.length).toBeGreaterThan(0);
    expect(await count(db, sql`date_received is null`)).toBe(placeholders.length);
    expect(await count(db, sql`date_received < '1901-01-01'`)).toBe(0);
  });

  it('keeps the fields of a record', async () => {
    const record = records.find((r) => r.submission_number!.includes('/S') && r.track !== '')!;
    const row = await db.selectFrom('fda_pma').selectAll().where('submission_number', '=', record.submission_number!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sponsor: record.sponsor, product_code: record.product_code, decision_code: record.decision_code, submission_type: record.track, trade_name: record.device });
    expect(row.decision_date?.toISOString().slice(0, 10)).toBe(record.date_decision);
  });
});

describe('pma dataset --as-of', () => {
  it('drops PMAs decided after the day', async () => {
    const { db, outcome } = await importPma(new Date('2010-06-30'));
    await db.destroy();
    expect(outcome.rows).toBe(records.filter((r) => r.date_decision! <= '2010-06-30').length);
  }, 180_000);
});
