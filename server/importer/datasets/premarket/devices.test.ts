import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { makeFdaTestFolder } from '../../../testing/fda-test-folder.ts';
import { rawCsvRecords } from '../../../testing/raw-fda-files.ts';
import { pmnRows, SAMPLE, ymd } from '../../../testing/raw-510k-files.ts';
import { importDatasets } from '../../run-import.ts';
import { coreDatasets } from '../core-datasets.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

const MONTHLY = '510k/pmnlstmn_2020-09.txt';

describe('devices dataset --as-of', () => {
  it('leaves out what was decided after the day', async () => {
    const asOf = '2020-09-15';
    const folder = await makeFdaTestFolder();
    const db = await openMigratedTestPGlite();
    try {
      await folder.copy('510k/decision_codes.csv', MONTHLY, SAMPLE);
      await importDatasets(db, { dataDir: folder.dir, asOf: new Date(asOf), datasets: coreDatasets, only: ['decision-codes', 'devices'] });
      const monthly = pmnRows(MONTHLY);
      const sample = rawCsvRecords(SAMPLE);
      const decided = (r: Record<string, string>) => ymd(r.DECISIONDATE!);
      const later = monthly.filter((r) => decided(r) > asOf && !sample.some((s) => s.k_number === r.KNUMBER));
      const earlier = monthly.filter((r) => decided(r) <= asOf);
      expect(later.length).toBeGreaterThan(100);
      const held = new Set((await db.selectFrom('fda_devices').select('k_number').execute()).map((r) => r.k_number));
      expect(later.filter((r) => held.has(r.KNUMBER!))).toEqual([]);
      expect(earlier.filter((r) => !held.has(r.KNUMBER!))).toEqual([]);
      const { n } = (await sql<{ n: number }>`select count(*)::int as n from fda_devices where decision_date > ${asOf}`.execute(db)).rows[0]!;
      expect(n).toBe(0);
      const { ai } = (await sql<{ ai: number }>`select count(*)::int as ai from fda_ai_devices where decision_date > ${asOf}`.execute(db)).rows[0]!;
      expect(ai).toBe(0);
    } finally {
      await db.destroy();
      await folder.remove();
    }
  }, 180_000);
});

describe('devices dataset with a damaged line', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clearway-devices-'));
    await mkdir(path.join(dataDir, '510k'));
    await copyFile(path.join(fdaDataDir(), '510k/decision_codes.csv'), path.join(dataDir, '510k/decision_codes.csv'));
    const lines = (await readFile(path.join(fdaDataDir(), '510k/pmnlstmn_2020-09.txt'), 'latin1')).split('\r\n');
    lines[10] = lines[10]!.split('|').slice(0, 12).join('|'); // line 11: cut short
    lines[20] = `X${lines[20]!.slice(1)}`; // line 21: 'X192020', not a K-number
    await writeFile(path.join(dataDir, '510k/pmnlstmn_2020-09.txt'), lines.join('\r\n'), 'latin1');
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('rejects the bad lines with file and line number and stores the rest', async () => {
    const db = await openMigratedTestPGlite();
    try {
      const [, outcome] = await importDatasets(db, { dataDir, datasets: coreDatasets, only: ['decision-codes', 'devices'] });
      expect(outcome).toMatchObject({ rows: 370, rejected: 2, rejectedSample: [
        { file: '510k/pmnlstmn_2020-09.txt', line: 11, reason: 'expected 22 fields, found 12' },
        { file: '510k/pmnlstmn_2020-09.txt', line: 21, reason: expect.stringMatching(/^"X\d{6}" is not a 510\(k\) or De Novo number$/) },
      ] });
    } finally {
      await db.destroy();
    }
  });
});
