import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { MdrSpikeEventDetails, WatchKind } from '../../../src/api/contracts/watch.ts';
import { holdingAdvisoryLock } from '../../db/advisory-lock.ts';
import { newId } from '../../db/new-id.ts';
import { isEmbeddedDatabase } from '../../db/pglite-dialect.ts';
import type { Database } from '../../db/schema.ts';
import { mdrSpikes, type MonthCount } from './mdr-spikes.ts';
import { createWatchDataRepository, type ImportedRecordKind } from './watch-data.repository.ts';
import { lineagesOf } from './watch-lineage.ts';
import { createEventMatcher, type NewRecords, type WatchedDevice } from './watch-matching.ts';
import { createWatchRepository } from './watch.repository.ts';

/** Records a statement walks at most (PGlite has one connection: each statement holds every request). */
const RANGE_SIZE = 200;
/** Records read back, or watched keys looked up, per statement. */
const LOOKUP_SIZE = 100;
/** Owners whose items one step matches and records. */
const OWNERS_PER_STEP = 1;
/** Events one statement records. */
const EVENTS_PER_STATEMENT = 25;
/** Product codes whose MDRs one statement counts by month. */
const CODES_PER_COUNT = 2;
/** How many generations of predicates a watched K-number's lineage takes in (it, its predicates and theirs). */
export const LINEAGE_DEPTH = 2;

export interface WatchRunOutcome {
  run: number;
  newRecords: number;
  events: number;
  seconds: number;
}

const chunks = <T>(list: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * Lets the event loop take in requests between two statements. PGlite answers without real I/O, so a chain of
 * awaited statements would otherwise run to its end before the server reads another request.
 */
const letRequestsIn = () => nextTurn();

const spikeKey = (productCode: string, month: string) => `${productCode}:${month}`;

/** The advisory lock the runs of processes sharing a PostgreSQL take turns under. */
export const WATCH_RUN_LOCK = 'clearway:watch-run';

const queues = new WeakMap<Kysely<Database>, Promise<unknown>>();

/**
 * One run at a time per database (an import's run, a live openFDA answer's and a new item's baseline may come
 * together): in this process by a queue; on a PostgreSQL several processes share (two servers, a server and
 * `npm run data:import`) also under an advisory lock, so no two runs interleave their baselines. An embedded
 * PGlite belongs to this process alone.
 */
function oneAtATime<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  const turn = isEmbeddedDatabase(db) ? work : () => holdingAdvisoryLock(db, WATCH_RUN_LOCK, work);
  const next = (queues.get(db) ?? Promise.resolve()).then(turn, turn);
  queues.set(db, next.catch(() => undefined));
  return next;
}

export type WatchRuns = ReturnType<typeof createWatchRuns>;

/**
 * The watch computations (issue 27): once per data change, never per request. A run meets the data (every
 * clearance and recall; the MDR spikes of the codes the watched items take: watch-matching.ts), keeps what it
 * meets for the first time, matches those records to the items watched before it, records the events and moves
 * the items' baselines to it.
 * The first run meets everything and finds nothing new: it is the baseline of the items watched after it.
 */
export function createWatchRuns(db: Kysely<Database>) {
  const data = createWatchDataRepository(db);
  const watch = createWatchRepository(db);

  async function meetAll(kind: ImportedRecordKind, run: number): Promise<string[]> {
    const starts = await data.rangeStarts(kind, RANGE_SIZE);
    const met: string[] = [];
    for (const [i, from] of starts.entries()) {
      met.push(...(await data.meetRange(kind, run, from, starts[i + 1] ?? null)));
      await letRequestsIn();
    }
    return met;
  }

  /** The imported MDR spikes of these codes, those not met before now met by `run`. */
  async function meetImportedSpikes(productCodes: readonly string[], run: number): Promise<MdrSpikeEventDetails[]> {
    const fresh: MdrSpikeEventDetails[] = [];
    for (const codes of chunks(productCodes, CODES_PER_COUNT)) {
      for (const [code, months] of await data.mdrMonths(codes)) fresh.push(...(await meetSpikes(code, months, 'imported', run)));
      await letRequestsIn();
    }
    return fresh;
  }

  async function meetSpikes(productCode: string, months: MonthCount[], source: MdrSpikeEventDetails['source'], run: number): Promise<MdrSpikeEventDetails[]> {
    const spikes = mdrSpikes(months).map((spike) => ({ product_code: productCode, ...spike, source }));
    const met = new Set(await data.meetKeys('mdr_spike', run, spikes.map((s) => spikeKey(productCode, s.month))));
    return spikes.filter((s) => met.has(spikeKey(productCode, s.month)));
  }

  async function devicesOf(allKNumbers: readonly string[]): Promise<Map<string, WatchedDevice>> {
    const devices = new Map<string, WatchedDevice>();
    for (const kNumbers of chunks(allKNumbers, LOOKUP_SIZE)) {
      const rows = await data.devices(kNumbers);
      await letRequestsIn();
      // The walk lets requests in after each of its statements.
      const lineages = await lineagesOf(
        rows.map((row) => row.k_number),
        { statedPredicates: data.statedPredicates, depth: LINEAGE_DEPTH, batch: LOOKUP_SIZE, pause: letRequestsIn },
      );
      for (const row of rows) devices.set(row.k_number, { ...row, lineage: lineages.get(row.k_number)! });
    }
    return devices;
  }

  /** The codes with MDR reports held that each firm (normalised name) holds clearances in. */
  async function codesOfFirms(firms: readonly string[]): Promise<Map<string, string[]>> {
    const codes = new Map<string, string[]>();
    for (const firm of firms) {
      codes.set(firm, await data.mdrCodesOfFirm(firm));
      await letRequestsIn();
    }
    return codes;
  }

  /** The codes whose MDR spikes a watched item takes (watch-matching.ts). */
  async function spikeCodesOf(kind: WatchKind, matchKey: string): Promise<string[]> {
    if (kind === 'product_code') return [matchKey];
    if (kind === 'applicant') return data.mdrCodesOfFirm(matchKey);
    const code = await data.productCodeOfDevice(matchKey);
    return code === null ? [] : [code];
  }

  /** Matches the records to the items watched before the run, some owners at a time; the events recorded. */
  async function recordFor(records: NewRecords, run: number, devices: ReadonlyMap<string, WatchedDevice>, firmCodes: ReadonlyMap<string, readonly string[]>): Promise<number> {
    const match = createEventMatcher(records, devices, firmCodes);
    let recorded = 0;
    for (let after = ''; ; ) {
      const owners = await watch.owners(after, OWNERS_PER_STEP);
      if (owners.length === 0) return recorded;
      after = owners[owners.length - 1]!;
      const items = await watch.itemsBefore(owners, run);
      const events = match(items).map((event) => ({ ...event, id: newId('wev') }));
      for (const chunk of chunks(events, EVENTS_PER_STATEMENT)) {
        recorded += await watch.insertEvents(chunk, run);
        await letRequestsIn();
      }
      await watch.moveBaselines(items.map((item) => item.id), run);
      await letRequestsIn();
    }
  }

  async function readBack<T>(keys: readonly string[], read: (chunk: string[]) => Promise<T[]>, run: number): Promise<(T & { first_run: number })[]> {
    const rows: (T & { first_run: number })[] = [];
    for (const chunk of chunks(keys, LOOKUP_SIZE)) {
      rows.push(...(await read(chunk)).map((row) => ({ ...row, first_run: run })));
      await letRequestsIn();
    }
    return rows;
  }

  async function runAfterDataChange(trigger: string): Promise<WatchRunOutcome> {
    const startedAt = Date.now();
    const first = (await data.latestRun()) === null;
    const run = await data.startRun(trigger);
    const clearanceKeys = await meetAll('clearance', run);
    const recallKeys = await meetAll('recall', run);
    const devices = await devicesOf(await watch.watchedKeys('k_number'));
    const firmCodes = await codesOfFirms(await watch.watchedKeys('applicant'));
    const spikeCodes = new Set([...(await watch.watchedKeys('product_code')), ...[...devices.values()].flatMap((d) => d.product_code ?? []), ...[...firmCodes.values()].flat()]);
    const spikes = await meetImportedSpikes([...spikeCodes], run);
    // The first run meets all the data held: nothing is new to an item watched before it (restored from a backup).
    let events = 0;
    if (first) await watch.baselineAll(run);
    else {
      const records: NewRecords = {
        clearances: await readBack(clearanceKeys, data.clearances, run),
        recalls: await readBack(recallKeys, data.recalls, run),
        spikes: spikes.map((spike) => ({ ...spike, first_run: run })),
      };
      events = await recordFor(records, run, devices, firmCodes);
    }
    const newRecords = clearanceKeys.length + recallKeys.length + spikes.length;
    await data.finishRun(run, { new_records: newRecords, events });
    return { run, newRecords, events, seconds: (Date.now() - startedAt) / 1000 };
  }

  return {
    /** After an import or a refresh of the FDA data: what is new for every watched item. */
    afterDataChange: (trigger: string) => oneAtATime(db, () => runAfterDataChange(trigger)),

    /** After a live openFDA answer of a code's MDRs per day: its new spikes, for the items taking the code's spikes. */
    afterLiveMdrCounts: (productCode: string, months: MonthCount[]) =>
      oneAtATime(db, async (): Promise<number> => {
        const kNumbers = await data.watchedKNumbersOfCode(productCode);
        const firms = await data.firmsHoldingCode(await watch.watchedKeys('applicant'), productCode);
        if (kNumbers.length === 0 && firms.length === 0 && !(await watch.isWatched('product_code', productCode))) return 0;
        const run = await data.startRun('openFDA');
        const spikes = await meetSpikes(productCode, months, 'openFDA', run);
        const records = { clearances: [], recalls: [], spikes: spikes.map((s) => ({ ...s, first_run: run })) };
        const events = await recordFor(records, run, await devicesOf(kNumbers), new Map(firms.map((firm) => [firm, [productCode]])));
        await data.finishRun(run, { new_records: spikes.length, events });
        return events;
      }),

    /**
     * The run a new item is watched against: the latest, after a first one when none ran yet (which meets all the
     * data held). The imported spikes of its codes that no run met (nobody watched them) are met now, so that
     * they are not new.
     */
    baselineFor: (kind: WatchKind, matchKey: string) =>
      oneAtATime(db, async (): Promise<number> => {
        const latest = (await data.latestRun()) ?? (await runAfterDataChange('baseline')).run;
        await meetImportedSpikes(await spikeCodesOf(kind, matchKey), latest);
        return latest;
      }),
  };
}
