import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { MAUDE_ENUMS_FILE } from '../../importer/datasets/postmarket/maude-enums.ts';
import { MAUDE_FILES } from '../../importer/datasets/postmarket/maude.ts';
import { importFdaData } from '../../importer/fda-import.ts';
import { makeFdaTestFolder, type FdaTestFolder } from '../../testing/fda-test-folder.ts';
import { JULY_FILE, julyProductCodesFile } from '../../testing/next-month-pmn.ts';
import { rawLines } from '../../testing/raw-fda-files.ts';
import { testDatabaseKinds } from '../../testing/test-databases.ts';
import { normaliseCompanyName } from '../fda/devices/company-names.ts';
import type { CountQuery } from '../fda/openfda-live/openfda-client.ts';
import { createWatch } from './create-watch.ts';
import { mdrSpikes } from './mdr-spikes.ts';
import { createWatchDataRepository } from './watch-data.repository.ts';
import { createWatchRuns } from './watch-runs.ts';

const DATASETS = ['product-codes', 'decision-codes', 'devices', 'maude'];
const quiet = { write: () => {}, isTTY: false };
/** The first import holds the da Vinci reports received before this month; the second all of them. */
const LATER = '2013/01';

/** The lines of FDA's da Vinci device file (MAUDE foidev, in report order) received before `month` (YYYY/MM). */
function foidevLinesBefore(month: string): number {
  const [header, ...rows] = rawLines(MAUDE_FILES.foidev, 'latin1');
  const received = header!.split('|').indexOf('DATE_RECEIVED');
  const first = rows.findIndex((row) => (row.split('|')[received] ?? '') >= month);
  return first + 1;
}

/**
 * MDR spikes for the three kinds of watched item, over real FDA files imported twice: July 2026's 510(k)s with
 * the da Vinci MDR reports received before 2013, then all of them. A product code, a 510(k) of that code and its
 * applicant, all watched between the imports, each get the spikes of the second import: the code its own, the
 * 510(k) its code's (MDR reports are counted per code), the applicant those of the codes it holds clearances in;
 * and a spike of the code in a live openFDA answer goes to all three.
 */
describe('MDR spikes of watched product codes, K-numbers and applicants, over real FDA files', () => {
  let folder: FdaTestFolder;
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;

  const spikeKeysOf = async (codes: readonly string[]): Promise<string[]> => {
    const months = await createWatchDataRepository(db).mdrMonths(codes);
    return [...months].flatMap(([code, counts]) => mdrSpikes(counts).map((spike) => `${code}:${spike.month}`)).sort();
  };

  beforeAll(async () => {
    folder = await makeFdaTestFolder();
    await folder.copy('510k/decision_codes.csv', JULY_FILE, MAUDE_ENUMS_FILE, MAUDE_FILES.merged, MAUDE_FILES.openFdaCsv);
    const productCodes = julyProductCodesFile();
    await folder.write(productCodes.file, productCodes.text);
    await folder.copyLines(MAUDE_FILES.foidev, 0, foidevLinesBefore(LATER));
    ({ db, dispose } = await testDatabaseKinds[0]!.open());
    const first = await importFdaData(db, { dataDir: folder.dir, only: DATASETS, progress: quiet });
    expect(first.outcomes.filter((o) => o.error)).toEqual([]);
  }, 180_000);

  afterAll(async () => {
    await dispose?.();
    await folder?.remove();
  });

  it('gives each its spikes first met after it was watched, and nothing for those met before', async () => {
    // The busiest code of the da Vinci reports, a July 510(k) of it and that 510(k)'s applicant.
    const { rows: [busiest] } = await sql<{ product_code: string }>`
      select m.product_code from fda_mdr_reports m where exists (select 1 from fda_devices d where d.product_code = m.product_code)
      group by 1 order by count(*) desc limit 1`.execute(db);
    const code = busiest!.product_code;
    const device = await db.selectFrom('fda_devices').select(['k_number', 'applicant']).where('product_code', '=', code).orderBy('k_number').executeTakeFirstOrThrow();
    const firm = normaliseCompanyName(device.applicant);
    expect(await spikeKeysOf([code])).toEqual([]);

    const runs = createWatchRuns(db);
    const watched = { product_code: code, k_number: device.k_number, applicant: firm } as const;
    const ids = new Map<string, string>();
    for (const [kind, matchKey] of Object.entries(watched) as [keyof typeof watched, string][]) {
      const baseline_run = await runs.baselineFor(kind, matchKey);
      const id = `watch_${kind}`;
      ids.set(kind, id);
      await db.insertInto('watch_items').values({ id, uid: 'spike-watcher', kind, value: matchKey, match_key: matchKey, label: matchKey, baseline_run }).execute();
    }

    await folder.copy(MAUDE_FILES.foidev);
    const second = await importFdaData(db, { dataDir: folder.dir, only: ['maude'], progress: quiet });
    expect(second.outcomes.filter((o) => o.error)).toEqual([]);

    const firmCodes = await createWatchDataRepository(db).mdrCodesOfFirm(firm);
    expect(firmCodes).toContain(code);
    const expected = { product_code: await spikeKeysOf([code]), k_number: await spikeKeysOf([code]), applicant: await spikeKeysOf(firmCodes) };
    expect(expected.product_code.length).toBeGreaterThan(0);
    for (const kind of Object.keys(watched) as (keyof typeof watched)[]) {
      const events = await db.selectFrom('watch_events').select(['kind', 'record_key']).where('item_id', '=', ids.get(kind)!).execute();
      expect(events.every((event) => event.kind === 'mdr_spike')).toBe(true);
      expect(events.map((event) => event.record_key).sort(), kind).toEqual(expected[kind]);
    }

    // The same reports again are nothing new; an item watched now takes none of the spikes held.
    await createWatchRuns(db).afterDataChange('again');
    const late = await runs.baselineFor('product_code', code);
    await db.insertInto('watch_items').values({ id: 'watch_late', uid: 'late-watcher', kind: 'product_code', value: code, match_key: code, label: code, baseline_run: late }).execute();
    await createWatchRuns(db).afterDataChange('later');
    const counts = await db.selectFrom('watch_events').select(['uid', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('uid').execute();
    expect(counts).toEqual([{ uid: 'spike-watcher', count: expected.product_code.length * 2 + expected.applicant.length }]);
  }, 120_000);

  it('gives a live openFDA spike of the code to the items watching the code, its watched 510(k) and the applicant holding it', async () => {
    const { product_code: code } = await db.selectFrom('watch_items').select('match_key as product_code').where('id', '=', 'watch_product_code').executeTakeFirstOrThrow();
    const days = [...Array.from({ length: 12 }, (_, m) => ({ key: `2025${String(m + 1).padStart(2, '0')}15`, count: 40 })), { key: '20260110', count: 130 }];
    const query: CountQuery = { endpoint: 'device/event.json', search: `device.device_report_product_code:"${code}"`, count: 'date_received' };
    createWatch(db, (problem) => expect.fail(problem)).onOpenFdaAnswer(query, { buckets: days, lastUpdated: '2026-01-31', fetchedAt: new Date().toISOString() });
    const live = () => db.selectFrom('watch_events').select(['item_id', 'details']).where('record_key', '=', `${code}:2026-01`).orderBy('item_id').execute();
    await expect.poll(async () => (await live()).map((event) => event.item_id)).toEqual(['watch_applicant', 'watch_k_number', 'watch_late', 'watch_product_code']);
    expect((await live())[0]!.details).toMatchObject({ product_code: code, count: 130, median: 40, source: 'openFDA' });
  });
});
