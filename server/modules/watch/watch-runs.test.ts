import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATHS } from '../../../src/api/contracts/api-bases.ts';
import {
  WATCH_EVENTS_PATH,
  WATCH_EVENTS_SEEN_PATH,
  WATCH_ITEMS_PATH,
  WATCH_MESSAGES,
  WatchEventPage,
  WatchItem,
  WatchItemList,
  WatchUnseen,
  type WatchEvent,
} from '../../../src/api/contracts/watch.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/schema.ts';
import { importFdaData } from '../../importer/fda-import.ts';
import { RECALLS_FILE } from '../../importer/datasets/postmarket/recalls.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { makeFdaTestFolder, type FdaTestFolder } from '../../testing/fda-test-folder.ts';
import { augustPmnFile, JULY_FILE, julyProductCodesFile } from '../../testing/next-month-pmn.ts';
import { testConfig } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-databases.ts';
import type { CountQuery } from '../fda/openfda-live/openfda-client.ts';
import { createWatch } from './create-watch.ts';

const REST = API_BASE_PATHS.rest;
const DATASETS = ['product-codes', 'decision-codes', 'devices', 'recalls'];
/** The first import holds this many lines of FDA's recall export, the second twice as many. */
const RECALL_LINES = 1_500;
const august = augustPmnFile(12);
const quiet = { write: () => {}, isTTY: false };

/**
 * Watch over real FDA files, imported twice: July's 510(k)s and the first lines of the recall export, then a
 * later month (augustPmnFile) and more recalls. Items watched between the two imports get the second import's new
 * clearances and recalls as events, and nothing of the first.
 */
describe('watch events after an import, over real FDA files', () => {
  let folder: FdaTestFolder;
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let alice: EmulatorUser;
  let bob: EmulatorUser;
  let watchedCodes: string[];
  let firm: string;
  let firstRecalls: Set<string>;

  const send = (user: EmulatorUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `${REST}${url}`, headers: bearer(user), ...(payload !== undefined && { payload }) });

  const watch = async (user: EmulatorUser, kind: string, value: string) => {
    const answer = await send(user, 'POST', WATCH_ITEMS_PATH, { kind, value });
    expect(answer.statusCode, answer.body).toBe(201);
    return WatchItem.assert(answer.json());
  };

  const events = async (user: EmulatorUser, query = 'limit=100'): Promise<WatchEventPage> => {
    const answer = await send(user, 'GET', `${WATCH_EVENTS_PATH}?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return WatchEventPage.assert(answer.json());
  };

  const allEvents = async (user: EmulatorUser): Promise<WatchEvent[]> => {
    const first = await events(user);
    const rest = [];
    for (let page = 2; (page - 1) * 100 < first.total; page++) rest.push(...(await events(user, `limit=100&page=${page}`)).events);
    return [...first.events, ...rest];
  };

  beforeAll(async () => {
    folder = await makeFdaTestFolder();
    await folder.copy('510k/decision_codes.csv', JULY_FILE);
    const productCodes = julyProductCodesFile();
    await folder.write(productCodes.file, productCodes.text);
    await folder.copyLines(RECALLS_FILE, 0, RECALL_LINES);
    ({ db, dispose } = await testDatabaseKinds[0]!.open());
    const first = await importFdaData(db, { dataDir: folder.dir, only: DATASETS, progress: quiet });
    expect(first.outcomes.filter((o) => o.error)).toEqual([]);
    app = await buildApp({ config: testConfig({ FDA_DATA_DIR: folder.dir }), db, logger: false });
    [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);

    firstRecalls = new Set((await db.selectFrom('fda_recalls').select('recall_number').execute()).map((r) => r.recall_number));
    const { rows: busiest } = await sql<{ product_code: string }>`
      select r.product_code from fda_recalls r join fda_product_codes p on p.product_code = r.product_code group by 1 order by count(*) desc, 1 limit 3`.execute(db);
    const augustCodes = (await db.selectFrom('fda_devices').select('product_code').distinct().where('k_number', 'in', august.from.slice(0, 3)).execute()).map((r) => r.product_code!);
    watchedCodes = [...new Set([...augustCodes, ...busiest.map((r) => r.product_code)])];
    const top = await db.selectFrom('fda_recalls').select('recalling_firm').where('recalling_firm', 'is not', null).groupBy('recalling_firm').orderBy(sql`count(*)`, 'desc').limit(1).executeTakeFirstOrThrow();
    firm = top.recalling_firm!;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await dispose?.();
    await folder?.remove();
  });

  it('records nothing for the data held when an item is watched, then the next import\'s new clearances and recalls', async () => {
    for (const code of watchedCodes) await watch(alice, 'product_code', code);
    const applicant = await watch(alice, 'applicant', firm);
    expect((await events(alice)).total).toBe(0);

    await folder.write(august.file, august.text);
    await folder.copyLines(RECALLS_FILE, 0, 2 * RECALL_LINES);
    let progress = '';
    const second = await importFdaData(db, { dataDir: folder.dir, only: DATASETS, progress: { write: (text) => (progress += text), isTTY: false } });
    expect(second.outcomes.filter((o) => o.error)).toEqual([]);
    expect(progress).toMatch(/\nWatch: \d+ new records, \d+ events for watched items \([\d.]+ s\)\n/);

    const found = await allEvents(alice);
    const keysOf = (value: string, kind: WatchEvent['kind']) => found.filter((e) => e.item.value === value && e.kind === kind).map((e) => e.record_key).sort();
    let clearances = 0;
    for (const code of watchedCodes) {
      const newDevices = await db.selectFrom('fda_devices').select('k_number').where('product_code', '=', code).where('k_number', 'in', august.kNumbers).execute();
      const recalls = await db.selectFrom('fda_recalls').select('recall_number').distinct().where('product_code', '=', code).execute();
      expect(keysOf(code, 'clearance')).toEqual(newDevices.map((d) => d.k_number).sort());
      expect(keysOf(code, 'recall')).toEqual(recalls.map((r) => r.recall_number).filter((n) => !firstRecalls.has(n)).sort());
      clearances += newDevices.length;
    }
    expect(clearances).toBeGreaterThan(0);
    expect(found.some((e) => e.kind === 'recall')).toBe(true);

    const firmsRecalls = await db.selectFrom('fda_recalls').select('recall_number').distinct().where('recalling_firm', '=', firm).execute();
    const newOfFirm = firmsRecalls.map((r) => r.recall_number).filter((n) => !firstRecalls.has(n));
    expect(keysOf(applicant.value, 'recall')).toEqual(expect.arrayContaining(newOfFirm));

    const clearance = found.find((e) => e.kind === 'clearance')!;
    const device = await db.selectFrom('fda_devices').selectAll().where('k_number', '=', clearance.record_key).executeTakeFirstOrThrow();
    expect(clearance.details).toMatchObject({ device_name: device.device_name, applicant: device.applicant, product_code: device.product_code });
    expect(found.every((e) => !e.seen)).toBe(true);
    expect((await events(alice)).unseen).toBe(found.length);
    expect((await events(bob)).total).toBe(0);

    // The same data again is nothing new.
    await importFdaData(db, { dataDir: folder.dir, only: ['recalls'], progress: quiet });
    expect((await events(alice)).total).toBe(found.length);
  });

  it("records a spike of a watched code's live openFDA counts once, with its source", async () => {
    const code = watchedCodes[1]!;
    const days = [...Array.from({ length: 12 }, (_, m) => ({ key: `2025${String(m + 1).padStart(2, '0')}15`, count: 4 })), { key: '20260110', count: 13 }];
    const watch = createWatch(db, (problem) => expect.fail(problem));
    const query: CountQuery = { endpoint: 'device/event.json', search: `device.device_report_product_code:"${code}"`, count: 'date_received' };
    const spikesOf = async () => (await allEvents(alice)).filter((e) => e.kind === 'mdr_spike');
    watch.onOpenFdaAnswer(query, { buckets: days, lastUpdated: '2026-01-31', fetchedAt: new Date().toISOString() });
    await expect.poll(spikesOf).toHaveLength(1);
    expect((await spikesOf())[0]).toMatchObject({ record_key: `${code}:2026-01`, details: { product_code: code, month: '2026-01', count: 13, median: 4, source: 'openFDA' } });
    watch.onOpenFdaAnswer({ ...query, search: `${query.search} AND date_received:[20200101 TO 20261231]` }, { buckets: days, lastUpdated: null, fetchedAt: new Date().toISOString() });
    watch.onOpenFdaAnswer(query, { buckets: days, lastUpdated: '2026-01-31', fetchedAt: new Date().toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await spikesOf()).toHaveLength(1);
  });

  it('pages the events newest first, marks them seen by id or all at once, and keeps them to their owner', async () => {
    const { events: [first, second], total, unseen } = await events(alice, 'limit=2');
    expect(total).toBeGreaterThan(2);
    expect((await events(alice, 'limit=2&page=2')).events[0]!.id).not.toBe(second!.id);

    const byBob = await send(bob, 'POST', WATCH_EVENTS_SEEN_PATH, { ids: [first!.id] });
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json()).toMatchObject({ message: WATCH_MESSAGES.eventNotFound });
    expect((await events(alice)).unseen).toBe(unseen);

    const marked = await send(alice, 'POST', WATCH_EVENTS_SEEN_PATH, { ids: [first!.id, second!.id] });
    expect(WatchUnseen.assert(marked.json())).toEqual({ unseen: unseen - 2 });
    expect((await events(alice, 'unseen=true&limit=100')).total).toBe(unseen - 2);
    expect((await send(alice, 'POST', WATCH_EVENTS_SEEN_PATH, { ids: [first!.id], all: true })).statusCode).toBe(400);
    expect((await send(alice, 'POST', WATCH_EVENTS_SEEN_PATH, { all: true, also: 1 })).statusCode).toBe(400);
    expect(WatchUnseen.assert((await send(alice, 'POST', WATCH_EVENTS_SEEN_PATH, { all: true })).json())).toEqual({ unseen: 0 });
  });

  it('refuses what is not in the data, a second watch of the same, and removes an item with its events', async () => {
    const unknown = await send(bob, 'POST', WATCH_ITEMS_PATH, { kind: 'product_code', value: 'QQQ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: WATCH_MESSAGES.unknownProductCode('QQQ'), field: 'body.value' });
    expect((await send(bob, 'POST', WATCH_ITEMS_PATH, { kind: 'k_number', value: 'K12' })).json()).toMatchObject({ message: WATCH_MESSAGES.kNumber });
    expect((await send(bob, 'POST', WATCH_ITEMS_PATH, { kind: 'k_number', value: 'K999999' })).statusCode).toBe(400);
    expect((await send(bob, 'POST', WATCH_ITEMS_PATH, { kind: 'applicant', value: ' , ' })).statusCode).toBe(400);
    expect((await send(bob, 'POST', WATCH_ITEMS_PATH, { kind: 'product_code', value: 'DQA', note: 'x' })).statusCode).toBe(400);

    const device = await watch(bob, 'k_number', august.from[0]!.toLowerCase());
    expect(device).toMatchObject({ kind: 'k_number', value: august.from[0] });
    expect((await send(bob, 'POST', WATCH_ITEMS_PATH, { kind: 'k_number', value: august.from[0] })).statusCode).toBe(409);

    const { items } = WatchItemList.assert((await send(alice, 'GET', WATCH_ITEMS_PATH)).json());
    const code = items.find((item) => item.kind === 'product_code' && item.value === watchedCodes[0])!;
    expect((await send(bob, 'DELETE', `${WATCH_ITEMS_PATH}/${code.id}`)).statusCode).toBe(404);
    expect((await send(alice, 'DELETE', `${WATCH_ITEMS_PATH}/${code.id}`)).statusCode).toBe(204);
    expect((await allEvents(alice)).some((e) => e.item.id === code.id)).toBe(false);
  });
});
