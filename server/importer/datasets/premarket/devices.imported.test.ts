import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { IMPORT_TIMEOUT_MS, importRunOf, openImportedDatabase } from '../../../testing/imported-database.ts';
import { rawCsvRecords } from '../../../testing/raw-fda-files.ts';
import { PMN_FILES, pmnRows, SAMPLE, ymd } from '../../../testing/raw-510k-files.ts';
import type { DatasetOutcome } from '../../run-import.ts';

const AI_2024 = '510k/fda_ai_enabled_devices_2024.csv';
const AI_2025 = '510k/fda_ai_enabled_devices_2025-07.csv';

const pmn = new Map(PMN_FILES.map((f) => [f, pmnRows(f)]));
const sample = rawCsvRecords(SAMPLE);
/** The 2024 list writes HYPERLINK("…", "K955841"): the second quoted string is the number. */
const aiNumber = (r: Record<string, string>) => r['Submission Number']!.match(/"[^"]*", "([^"]*)"/)?.[1] ?? r['Submission Number']!;
const aiLists = [...rawCsvRecords(AI_2024), ...rawCsvRecords(AI_2025)].map(aiNumber);
const isDevice = (n: string) => /^(K|DEN)\d{6}$/.test(n);

describe('devices dataset on the real 510(k) files', () => {
  let db: Kysely<Database>;
  let outcome: Pick<DatasetOutcome, 'rows' | 'rejected'>;
  const device = (k: string) => db.selectFrom('fda_devices').selectAll().where('k_number', '=', k).executeTakeFirstOrThrow();

  beforeAll(async () => {
    ({ db } = await openImportedDatabase());
    outcome = await importRunOf(db, 'devices');
  }, IMPORT_TIMEOUT_MS);

  it('holds one row per K-number or De Novo number across the pmn files, the openFDA sample and the AI lists', async () => {
    const pmnNumbers = [...pmn.values()].flat().map((r) => r.KNUMBER!);
    expect(pmnNumbers).toHaveLength(10_467 + 19_139 + 22_557 + 372 + 335);
    const distinct = new Set([...pmnNumbers, ...sample.map((r) => r.k_number!), ...aiLists.filter(isDevice)]);
    const { n } = await db.selectFrom('fda_devices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(distinct.size);
    const { ai } = await db.selectFrom('fda_ai_devices').select((eb) => eb.fn.countAll<number>().as('ai')).executeTakeFirstOrThrow();
    expect(ai).toBe(new Set(aiLists).size);
    expect(outcome).toMatchObject({ rows: distinct.size + ai, rejected: 0 });
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
