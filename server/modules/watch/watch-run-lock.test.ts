import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdingAdvisoryLock } from '../../db/advisory-lock.ts';
import { databaseSourceFromConfig, openDatabase } from '../../db/open-database.ts';
import type { Database } from '../../db/schema.ts';
import { ALL_DATASETS } from '../../importer/datasets/index.ts';
import { importFdaData } from '../../importer/fda-import.ts';
import { importDatasets } from '../../importer/run-import.ts';
import { makeFdaTestFolder, type FdaTestFolder } from '../../testing/fda-test-folder.ts';
import { augustPmnFile, JULY_FILE, julyProductCodesFile } from '../../testing/next-month-pmn.ts';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases.ts';
import { normaliseCompanyName } from '../fda/devices/company-names.ts';
import { createWatchRuns, WATCH_RUN_LOCK } from './watch-runs.ts';

const DATASETS = ['product-codes', 'decision-codes', 'devices'];
/** More owners than a run's step takes, so that the two runs could interleave between steps. */
const OWNERS = 12;
const august = augustPmnFile(12);
const quiet = { write: () => {}, isTTY: false };

/**
 * Two watch runs at once over the same data change (July 2026's 510(k)s, then augustPmnFile's later month): on
 * PGlite two in one process, on PostgreSQL two as two processes see it (two connection pools). They take turns:
 * one meets every new record and records each event once, the other finds nothing new.
 */
describe.each(testDatabaseKinds)('watch runs at once on $name', (kind) => {
  let folder: FdaTestFolder;
  let database: TestDatabase;
  /** The second process's connection to the same database (on PGlite the one process's). */
  let other: Kysely<Database>;
  let codes: string[];

  beforeAll(async () => {
    folder = await makeFdaTestFolder();
    await folder.copy('510k/decision_codes.csv', JULY_FILE);
    const productCodes = julyProductCodesFile();
    await folder.write(productCodes.file, productCodes.text);
    database = await kind.open();
    const { db } = database;
    expect((await importFdaData(db, { dataDir: folder.dir, only: DATASETS, progress: quiet })).outcomes.filter((o) => o.error)).toEqual([]);
    other = database.databaseUrl ? openDatabase(databaseSourceFromConfig({ DATABASE_URL: database.databaseUrl, DATA_DIR: '' })) : db;

    const sources = await db.selectFrom('fda_devices').select(['product_code', 'applicant']).where('k_number', 'in', august.from).execute();
    codes = [...new Set(sources.map((s) => s.product_code!))];
    const firm = normaliseCompanyName(sources[0]!.applicant);
    const runs = createWatchRuns(db);
    for (let owner = 0; owner < OWNERS; owner++) {
      for (const [itemKind, key] of [...codes.map((code) => ['product_code', code] as const), ['applicant', firm] as const]) {
        const baseline_run = await runs.baselineFor(itemKind, key);
        const item = { uid: `owner-${String(owner).padStart(2, '0')}`, kind: itemKind, value: key, match_key: key, label: key, baseline_run };
        await db.insertInto('watch_items').values({ ...item, id: `watch_${owner}_${itemKind}_${key}` }).execute();
      }
    }
    await folder.write(august.file, august.text);
    const second = await importDatasets(db, { dataDir: folder.dir, datasets: ALL_DATASETS, only: ['devices'] });
    expect(second.filter((o) => o.error)).toEqual([]);
  }, 180_000);

  afterAll(async () => {
    if (other !== database?.db) await other?.destroy();
    await database?.dispose();
    await folder?.remove();
  });

  it('take turns: one meets every new 510(k), each item gets each of its events once', async () => {
    const { db } = database;
    const outcomes = await Promise.all([createWatchRuns(db).afterDataChange('one'), createWatchRuns(other).afterDataChange('two')]);
    expect(outcomes.map((o) => o.newRecords).sort((a, b) => a - b)).toEqual([0, august.kNumbers.length]);

    const events = await db.selectFrom('watch_events as e').innerJoin('watch_items as i', 'i.id', 'e.item_id').select(['i.uid', 'i.kind', 'i.match_key', 'e.record_key']).execute();
    expect(events).toHaveLength(outcomes[0]!.events + outcomes[1]!.events);
    const newDevices = await db.selectFrom('fda_devices').select(['k_number', 'product_code']).where('k_number', 'in', august.kNumbers).execute();
    for (let owner = 0; owner < OWNERS; owner++) {
      const uid = `owner-${String(owner).padStart(2, '0')}`;
      for (const code of codes) {
        const keys = events.filter((e) => e.uid === uid && e.kind === 'product_code' && e.match_key === code).map((e) => e.record_key).sort();
        expect(keys, `${uid} ${code}`).toEqual(newDevices.filter((d) => d.product_code === code).map((d) => d.k_number).sort());
      }
    }
    expect((await db.selectFrom('watch_items').select('baseline_run').distinct().execute()).map((r) => r.baseline_run)).toEqual([Math.max(...outcomes.map((o) => o.run))]);
  }, 60_000);

  it.runIf(kind.name === 'PostgreSQL')("waits while another process's run holds the lock", async () => {
    const { db } = database;
    let pending: Promise<unknown> | undefined;
    let settled = false;
    await holdingAdvisoryLock(db, WATCH_RUN_LOCK, async () => {
      pending = createWatchRuns(other).afterDataChange('waiting').finally(() => (settled = true));
      await sleep(500);
      expect(settled).toBe(false);
      expect(await db.selectFrom('watch_runs').select('id').where('trigger', '=', 'waiting').execute()).toEqual([]);
    });
    await pending;
    expect(await db.selectFrom('watch_runs').select('trigger').where('trigger', '=', 'waiting').where('finished_at', 'is not', null).execute()).toHaveLength(1);
  }, 30_000);
});
