import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase } from '../../db/open-database.ts';
import type { Database } from '../../db/schema.ts';
import { fdaDataDir } from '../../testing/fda-data-dir.ts';
import { rawCsvRecords, rawLines } from '../../testing/raw-fda-files.ts';
import { importDatasets, type DatasetOutcome } from '../run-import.ts';
import { coreDatasets } from './core-datasets.ts';

const PMN_FILES = ['pmn7680.txt', 'pmn8185.txt', 'pmn8690.txt', 'pmnlstmn_2020-09.txt', 'pmnlstmn_2026-07.txt'].map((f) => `510k/${f}`);
const SAMPLE = '510k/openfda_510k_sample_2015-2026.csv';
const AI_2024 = '510k/fda_ai_enabled_devices_2024.csv';
const AI_2025 = '510k/fda_ai_enabled_devices_2025-07.csv';

/** pmn rows read plainly: 22 pipe-separated fields, header first (Latin-1 keeps ASCII fields intact). */
function pmnRows(file: string) {
  const [header, ...lines] = rawLines(file, 'latin1');
  const columns = header!.split('|');
  return lines.map((line) => Object.fromEntries(line.split('|').map((v, i) => [columns[i]!, v])));
}
const pmn = new Map(PMN_FILES.map((f) => [f, pmnRows(f)]));
const sample = rawCsvRecords(SAMPLE);
/** The 2024 list writes HYPERLINK("…", "K955841"): the second quoted string is the number. */
const aiNumber = (r: Record<string, string>) => r['Submission Number']!.match(/"[^"]*", "([^"]*)"/)?.[1] ?? r['Submission Number']!;
const aiLists = [...rawCsvRecords(AI_2024), ...rawCsvRecords(AI_2025)].map(aiNumber);
const isDevice = (n: string) => /^(K|DEN)\d{6}$/.test(n);

const ymd = (mdy: string) => `${mdy.slice(6, 10)}-${mdy.slice(0, 2)}-${mdy.slice(3, 5)}`;

describe('devices dataset on the real 510(k) files', () => {
  let db: Kysely<Database>;
  let outcomes: DatasetOutcome[];
  const device = (k: string) => db.selectFrom('fda_devices').selectAll().where('k_number', '=', k).executeTakeFirstOrThrow();

  beforeAll(async () => {
    db = await openMigratedDatabase({ kind: 'pglite', dataDir: 'memory://' });
    outcomes = await importDatasets(db, { dataDir: fdaDataDir(), datasets: coreDatasets, only: ['decision-codes', 'devices'] });
  }, 180_000);
  afterAll(() => db?.destroy());

  it('holds one row per K-number or De Novo number across the pmn files, the openFDA sample and the AI lists', async () => {
    const pmnNumbers = [...pmn.values()].flat().map((r) => r.KNUMBER!);
    expect(pmnNumbers).toHaveLength(10_467 + 19_139 + 22_557 + 372 + 335);
    const distinct = new Set([...pmnNumbers, ...sample.map((r) => r.k_number!), ...aiLists.filter(isDevice)]);
    const { n } = await db.selectFrom('fda_devices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(distinct.size);
    const { ai } = await db.selectFrom('fda_ai_devices').select((eb) => eb.fn.countAll<number>().as('ai')).executeTakeFirstOrThrow();
    expect(ai).toBe(new Set(aiLists).size);
    expect(outcomes.find((o) => o.name === 'devices')).toMatchObject({ rows: distinct.size + ai, rejected: 0 });
  });

  it('merges a K-number found in two files, the newer file winning per field', async () => {
    const monthly = pmn.get('510k/pmnlstmn_2020-09.txt')!.find((r) => r.KNUMBER === 'K192137')!;
    const openFda = sample.find((r) => r.k_number === 'K192137')!;
    // The September 2020 monthly file writes 'Boeblingen'; openFDA's record (a 2026 sample) 'Böblingen'.
    expect([monthly.CITY, openFda.city]).toEqual(['Boeblingen', 'Böblingen']);
    expect(await device('K192137')).toMatchObject({
      city: 'Böblingen',
      applicant: openFda.applicant,
      street1: monthly.STREET1, // only the pmn file has the street
      contact: monthly.CONTACT,
      date_received: new Date(`${ymd(monthly.DATERECEIVED!)}T00:00:00Z`),
      decision_date: new Date(`${openFda.decision_date}T00:00:00Z`),
      decision_code: 'SESE',
      decision_description: 'Substantially Equivalent',
      sources: ['510k/pmnlstmn_2020-09.txt', SAMPLE],
    });
    const fixedCode = pmn.get('510k/pmnlstmn_2020-09.txt')!.find((r) => r.KNUMBER === 'K202543')!;
    expect([fixedCode.PRODUCTCODE, sample.find((r) => r.k_number === 'K202543')!.product_code]).toEqual(['DXQ', 'DQX']);
    expect((await device('K202543')).product_code).toBe('DQX');
  });

  it('decodes Windows-1252 names: the ™ of pmn7680 (byte 0x99), and no replacement characters anywhere', async () => {
    const raw = await readFile(path.join(fdaDataDir(), '510k/pmn7680.txt'));
    const at = raw.indexOf('Navigator\x99 Flex Ureteral', 0, 'latin1');
    expect(at).toBeGreaterThan(0);
    expect((await device('K261915')).device_name).toBe('Navigator™ Flex Ureteral Access Sheath Set');
    // openFDA's record carries the same byte as the character U+0099 (bytes C2 99 in the UTF-8 sample).
    expect(sample.find((r) => r.k_number === 'K222793')!.device_name).toBe('WavelinQ\u0099 Generator');
    expect((await device('K222793')).device_name).toBe('WavelinQ™ Generator');
    const { bad } = (
      await sql<{ bad: number }>`select count(*)::int as bad from fda_devices
        where concat_ws('|', device_name, applicant, contact, street1, street2, city, state, zip_code) ~ ${String.raw`[\uFFFD\u0080-\u009F]`}`.execute(db)
    ).rows[0]!;
    expect(bad).toBe(0);
  });

  it("keeps a row whose date FDA garbled, without that date (K261915's decision 08/04/0020)", async () => {
    const raw = pmn.get('510k/pmn7680.txt')!.find((r) => r.KNUMBER === 'K261915')!;
    expect(raw.DECISIONDATE).toBe('08/04/0020');
    expect(await device('K261915')).toMatchObject({ decision_date: null, date_received: new Date(`${ymd(raw.DATERECEIVED!)}T00:00:00Z`) });
  });

  it('describes decisions by their code: SESE, SESU, SN, DENG', async () => {
    const firstWith = (code: string) => [...pmn.values()].flat().find((r) => r.DECISION === code)!.KNUMBER!;
    expect((await device(firstWith('SESU'))).decision_description).toBe('Substantially Equivalent - With Limitations');
    expect((await device(firstWith('SN'))).decision_description).toBe('Substantially Equivalent for Some Indications');
    expect((await device(firstWith('DENG'))).decision_description).toBe('Granted (De Novo)');
  });

  it('marks the devices of either AI list as AI-enabled, and keeps the list rows (De Novo and PMA numbers too)', async () => {
    const in2025 = new Set(rawCsvRecords(AI_2025).map(aiNumber));
    const onlyIn2024 = rawCsvRecords(AI_2024).map(aiNumber).filter((n) => !in2025.has(n));
    expect(onlyIn2024).toHaveLength(3);
    const { n } = await db.selectFrom('fda_devices').select((eb) => eb.fn.countAll<number>().as('n')).where('ai_enabled', '=', true).executeTakeFirstOrThrow();
    expect(n).toBe(new Set(aiLists.filter(isDevice)).size);
    expect(await db.selectFrom('fda_ai_devices').select('submission_number').where('submission_number', '=', 'P140011/S008').executeTakeFirst()).toBeDefined();
    // The 2024 list's row number column and formula are gone: the number is plain.
    expect((await db.selectFrom('fda_ai_devices').selectAll().where('submission_number', '=', 'K955841').executeTakeFirstOrThrow()).source).toContain(AI_2024);
  });
});

describe('devices dataset --as-of', () => {
  it('leaves out what was decided after the day', async () => {
    const asOf = '2020-09-15';
    const db = await openMigratedDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await importDatasets(db, { dataDir: fdaDataDir(), asOf: new Date(asOf), datasets: coreDatasets, only: ['decision-codes', 'devices'] });
      const monthly = pmn.get('510k/pmnlstmn_2020-09.txt')!;
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
    const db = await openMigratedDatabase({ kind: 'pglite', dataDir: 'memory://' });
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
