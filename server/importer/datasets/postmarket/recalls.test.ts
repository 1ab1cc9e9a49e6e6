import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { rawCsvRecords, rawText } from '../../../testing/raw-fda-files.ts';
import { importDatasets, type DatasetOutcome } from '../../run-import.ts';
import { safetyDatasets } from '../safety-datasets.ts';
import { RECALLS_FILE } from './recalls.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

const records = rawCsvRecords(RECALLS_FILE);
/** The export has no quoted line breaks (checked: its line count is records + header), so record i is on line i + 2. */
const lineOf = (index: number) => index + 2;
const isRecall = (r: Record<string, string>) => /^Z-?\d+-\d+$/i.test(r['Recall Number']!);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** 'May 25, 2006' as a day, or null for the export's garbled years (0010, 0013) and blanks. */
function posted(r: Record<string, string>): string | null {
  const m = /^([A-Za-z]+) (\d{2}), (\d{4})$/.exec(r['Date Posted']!);
  if (!m || Number(m[3]) < 1900) return null;
  return `${m[3]}-${String(MONTHS.indexOf(m[1]!) + 1).padStart(2, '0')}-${m[2]}`;
}

const count = async (db: Kysely<Database>, where = sql`true`) =>
  (await sql<{ n: number }>`select count(*)::int as n from fda_recalls where ${where}`.execute(db)).rows[0]!.n;

async function importRecalls(dataDir: string, asOf?: Date) {
  const db = await openMigratedTestPGlite();
  const [outcome] = await importDatasets(db, { dataDir, asOf: asOf ?? null, datasets: safetyDatasets, only: ['recalls'] });
  return { db, outcome: outcome! };
}

describe('recalls dataset on the real export', () => {
  let db: Kysely<Database>;
  let outcome: DatasetOutcome;
  beforeAll(async () => ({ db, outcome } = await importRecalls(fdaDataDir())), 180_000);
  afterAll(() => db?.destroy());

  it('stores every record with a recall number and rejects the others with their line', () => {
    expect(rawText(RECALLS_FILE).trimEnd().split('\n')).toHaveLength(records.length + 1);
    expect(records).toHaveLength(38_698);
    const notRecalls = records.flatMap((r, i) => (isRecall(r) ? [] : [lineOf(i)]));
    expect(outcome.rows).toBe(records.length - notRecalls.length);
    expect(outcome.rejected).toBe(notRecalls.length);
    expect(outcome.rejectedSample.map((r) => r.line)).toEqual(notRecalls.slice(0, outcome.rejectedSample.length));
  });

  it("holds a product code's recalls as the export counts them", async () => {
    const perCode = new Map<string, number>();
    for (const r of records.filter(isRecall)) perCode.set(r['Product Code']!, (perCode.get(r['Product Code']!) ?? 0) + 1);
    const [code, recalls] = [...perCode].sort((a, b) => b[1] - a[1])[0]!;
    expect(await count(db, sql`product_code = ${code}`)).toBe(recalls);
    expect(await count(db, sql`product_code = 'DQY'`)).toBe(perCode.get('DQY'));
  });

  it("stores no recall class where the export says 'N/A', and no 'N/A' text at all", async () => {
    expect(records.filter(isRecall).every((r) => r['Recall Class'] === 'N/A')).toBe(true);
    expect(await count(db, sql`recall_class is not null`)).toBe(0);
    expect(await count(db, sql`'N/A' in (trade_name, recalling_firm, reason, action, quantity, distribution)`)).toBe(0);
  });

  it('keeps rows with a garbled year, without the date', async () => {
    const garbled = records.filter((r) => isRecall(r) && posted(r) === null);
    expect(garbled.length).toBeGreaterThan(0);
    expect(await count(db, sql`date_posted is null`)).toBe(garbled.length);
    const sample = garbled[0]!;
    expect(await count(db, sql`recall_number = ${sample['Recall Number']} and date_posted is null`)).toBeGreaterThan(0);
  });

  it('decodes the HTML escapes of the export', async () => {
    expect(await count(db, sql`recalling_firm like '%&amp;%' or reason like '%&lt;%'`)).toBe(0);
  });
});

describe('recalls dataset --as-of', () => {
  it('drops recalls posted after the day (keeping those whose date the export garbled)', async () => {
    const asOf = new Date('2015-12-31');
    const { db, outcome } = await importRecalls(fdaDataDir(), asOf);
    try {
      const expected = records.filter((r) => isRecall(r) && (posted(r) === null || posted(r)! <= '2015-12-31'));
      expect(outcome.rows).toBe(expected.length);
      expect(await count(db, sql`date_posted > '2015-12-31'`)).toBe(0);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});

describe('recalls dataset on a damaged copy', () => {
  /** Records the copy keeps: the rejection and the rest stored show as well in these as in the whole export. */
  const COPIED_RECORDS = 2_000;
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'recalls-'));
    const lines = rawText(RECALLS_FILE).split('\n').slice(0, 1 + COPIED_RECORDS);
    lines[4] = lines[4]!.replace(/^([^,]*),([^,]*),/, '$1,BROKEN,'); // line 5: the recall number
    await mkdir(path.join(folder, 'recalls'));
    await writeFile(path.join(folder, RECALLS_FILE), gzipSync(lines.join('\n')));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('counts the damaged line as rejected, with its line number, and stores the rest', async () => {
    const { db, outcome } = await importRecalls(folder);
    await db.destroy();
    expect(outcome.rejectedSample[0]).toEqual({ file: RECALLS_FILE, line: 5, reason: "no recall number (found 'BROKEN')" });
    expect(outcome.rows).toBe(records.slice(0, COPIED_RECORDS).filter(isRecall).length - 1);
  }, 180_000);
});
