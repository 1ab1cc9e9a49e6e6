import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFdaTestFolder, type FdaTestFolder } from '../../../testing/fda-test-folder.ts';
import { rawText } from '../../../testing/raw-fda-files.ts';
import { importDatasets } from '../../run-import.ts';
import { coreDatasets } from '../core-datasets.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

const SUMMARIES = 'predicates/510k_summaries_100_2025.jsonl';
const IVD = 'ivd_decision_summaries/ivd_decision_summaries.jsonl.gz';
type RawDocument = Record<string, unknown> & { k_number: string; text?: string; summary_raw?: string };
/** IVD documents of K-numbers received around 2015 (the file is sorted by K-number). */
const IVD_LINES = [5_500, 7_500] as const;
const jsonLines = (file: string) => rawText(file).split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as RawDocument);

describe('device-documents dataset --as-of', () => {
  let folder: FdaTestFolder;
  beforeAll(async () => {
    folder = await makeFdaTestFolder();
    await folder.copy('510k/decision_codes.csv', '510k/pmnlstmn_2020-09.txt', '510k/openfda_510k_sample_2015-2026.csv', SUMMARIES);
    await folder.copyLines(IVD, ...IVD_LINES);
  });
  afterAll(() => folder?.remove());

  it('leaves out documents of devices decided after the day, or received after its year when the decision is unknown', async () => {
    const asOf = '2015-06-30';
    const db = await openMigratedTestPGlite();
    try {
      const outcomes = await importDatasets(db, { dataDir: folder.dir, asOf: new Date(asOf), datasets: coreDatasets, only: ['decision-codes', 'devices', 'device-documents'] });
      expect(outcomes.map((o) => o.error)).toEqual([undefined, undefined, undefined]);
      const decided = new Map((await db.selectFrom('fda_devices').select(['k_number', 'decision_date']).execute()).map((d) => [d.k_number, d.decision_date]));
      const year = (k: string) => 2000 + Number(k.slice(1, 3));
      const kept = (k: string) => {
        const decision = decided.get(k);
        return decision ? decision.toISOString().slice(0, 10) <= asOf : year(k) <= 2015;
      };
      const ivdLines = rawText(IVD).split('\n', IVD_LINES[1]).slice(IVD_LINES[0]).map((line) => JSON.parse(line) as RawDocument);
      const raw = [...jsonLines(SUMMARIES), ...ivdLines];
      const expected = raw.filter((d) => kept(d.k_number));
      expect(expected.length).toBeGreaterThan(500);
      expect(expected.length).toBeLessThan(raw.length);
      const { n } = await db.selectFrom('fda_device_documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(n).toBe(expected.length);
      const { later } = (await sql<{ later: number }>`select count(*)::int as later from fda_device_documents where k_number >= 'K16'`.execute(db)).rows[0]!;
      expect(later).toBe(0);
    } finally {
      await db.destroy();
    }
  }, 300_000);
});
