import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { ensureAuthEmulator } from '../../scripts/auth-emulator';
import { API_BASE_PATHS } from '../../src/api/contracts/api-bases';
import { MAX_WATCH_ITEMS_PER_USER, type AddWatchItemBody } from '../../src/api/contracts/watch';
import { buildApp } from '../../server/app';
import { openMigratedDatabase } from '../../server/db/open-database';
import { ALL_DATASETS } from '../../server/importer/datasets/index';
import { importDatasets } from '../../server/importer/run-import';
import { createWatch } from '../../server/modules/watch/create-watch';
import { createWatchRuns } from '../../server/modules/watch/watch-runs';
import { bearer, createEmulatorUser } from '../../server/testing/emulator-user';
import { fdaDataDir } from '../../server/testing/fda-data-dir';
import { testConfig } from '../../server/testing/test-app';
import { distribution, percentile, roundTo } from '../lib/stats';
import type { BenchSuite, BenchContext } from '../suite';

/** DESIGN.md section 6: watch events for 50 users x 200 items after a full import, and the data endpoints' p95 meanwhile. */
export const WATCH_TARGETS = { computeSeconds: 30, requestP95Ms: 20 } as const;

const USERS = 50;
/** The import the items are watched against: the FDA files as they stood then (importDatasets' asOf). */
const AS_OF = new Date('2024-01-01T00:00:00Z');
const CLIENTS = 4;
const QUIET_SECONDS = 3;

/** Watchable values from the data held: the codes with most clearances, the most cited predicates, the applicants with most clearances. */
async function watchableValues(db: Awaited<ReturnType<typeof openMigratedDatabase>>): Promise<AddWatchItemBody[]> {
  const { rows: codes } = await sql<{ value: string }>`select product_code as value from fda_devices d join fda_product_codes using (product_code) group by 1 order by count(*) desc, 1 limit 120`.execute(db);
  const { rows: cited } = await sql<{ value: string }>`select predicate as value from fda_predicate_links l join fda_devices d on d.k_number = l.predicate group by 1 order by count(*) desc, 1 limit 120`.execute(db);
  const { rows: firms } = await sql<{ value: string }>`select applicant as value from fda_devices where applicant is not null group by 1 order by count(*) desc, 1 limit 120`.execute(db);
  return [
    ...codes.map(({ value }) => ({ kind: 'product_code' as const, value })),
    ...cited.map(({ value }) => ({ kind: 'k_number' as const, value })),
    ...firms.map(({ value }) => ({ kind: 'applicant' as const, value })),
  ];
}

/** Requests of the data endpoints, one after another per client, each with its start time and latency. */
function requestLoop(baseUrl: string, headers: Record<string, string>, paths: readonly string[]) {
  const samples: Array<{ at: number; ms: number; status: number }> = [];
  let running = true;
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let i = client; running; i += CLIENTS) {
      const at = performance.now();
      const response = await fetch(`${baseUrl}${paths[i % paths.length]}`, { headers });
      await response.arrayBuffer();
      samples.push({ at, ms: performance.now() - at, status: response.status });
    }
  });
  return {
    /** The requests under way at some time between `from` and `to`. */
    between: (from: number, to: number) => samples.filter((s) => s.at < to && s.at + s.ms > from),
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(context: BenchContext) {
  const db = await openMigratedDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    let started = Date.now();
    context.log(`Importing ${fdaDataDir()} as of ${AS_OF.toISOString().slice(0, 10)}`);
    await importDatasets(db, { dataDir: fdaDataDir(), datasets: ALL_DATASETS, asOf: AS_OF });
    const asOfImportSeconds = (Date.now() - started) / 1000;
    const runs = createWatchRuns(db);
    const baseline = await runs.afterDataChange('baseline');
    context.log(`Baseline run: ${baseline.newRecords} records met in ${baseline.seconds} s`);

    const values = await watchableValues(db);
    const { service } = createWatch(db, context.log);
    started = Date.now();
    for (let user = 0; user < USERS; user++) {
      const offset = (user * 7) % values.length;
      const mine = [...values.slice(offset), ...values.slice(0, offset)].slice(0, MAX_WATCH_ITEMS_PER_USER);
      for (const item of mine) await service.add(`bench-watch-${String(user).padStart(2, '0')}`, item);
    }
    const items = USERS * MAX_WATCH_ITEMS_PER_USER;
    context.log(`Watched ${items} items for ${USERS} users in ${(Date.now() - started) / 1000} s; importing the whole of the files`);

    started = Date.now();
    await importDatasets(db, { dataDir: fdaDataDir(), datasets: ALL_DATASETS });
    const fullImportSeconds = (Date.now() - started) / 1000;

    // The request limit lifted, as the load suite lifts it: the requests measure the server, not the limit.
    // Asked for only now: the shared emulator may have stopped during the imports, and a test run may stop one it started.
    const emulator = await ensureAuthEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    const app = await buildApp({ config: testConfig({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host, RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) }), db, logger: false });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_BASE_PATHS.data}`;
      const { rows } = await sql<{ k_number: string; product_code: string }>`select k_number, product_code from fda_devices where product_code is not null order by decision_date desc nulls last limit 2000`.execute(db);
      const paths = rows.flatMap((row, i) => [`/device/${row.k_number}`, ...(i % 10 === 0 ? [`/classification/${row.product_code}`] : [])]);
      const loop = requestLoop(baseUrl, bearer(await createEmulatorUser()), paths);
      await sleep(QUIET_SECONDS * 1000);
      const computeFrom = performance.now();
      const outcome = await runs.afterDataChange('import');
      const computeTo = performance.now();
      await loop.stop();
      const quiet = loop.between(computeFrom - QUIET_SECONDS * 1000 + 1000, computeFrom);
      const during = loop.between(computeFrom, computeTo);
      return { asOfImportSeconds, fullImportSeconds, baseline, items, outcome, quiet, during };
    } finally {
      await app.close();
      await emulator.stop();
    }
  } finally {
    await db.destroy();
  }
}

export const watchSuite: BenchSuite = {
  name: 'watch',
  description: `watch events for ${USERS} users x ${MAX_WATCH_ITEMS_PER_USER} items after a full import (items watched on the files as of ${AS_OF.toISOString().slice(0, 10)}), with the data endpoints asked meanwhile`,
  async run(context) {
    const { asOfImportSeconds, fullImportSeconds, baseline, items, outcome, quiet, during } = await measure(context);
    const ms = (samples: typeof during) => samples.map((s) => s.ms);
    const duringMs = ms(during);
    const p95 = duringMs.length > 0 ? roundTo(percentile(duringMs, 95), 1) : Number.NaN;
    const max = duringMs.length > 0 ? roundTo(Math.max(...duringMs), 1) : Number.NaN;
    const computePass = outcome.seconds < WATCH_TARGETS.computeSeconds;
    const requestPass = p95 < WATCH_TARGETS.requestP95Ms;
    return {
      results: {
        measuredAt: new Date().toISOString(),
        users: USERS,
        items,
        asOf: AS_OF.toISOString().slice(0, 10),
        asOfImportSeconds,
        fullImportSeconds,
        baselineRun: baseline,
        computation: { ...outcome, target: { below: WATCH_TARGETS.computeSeconds, pass: computePass } },
        requestsBefore: quiet.length > 0 ? distribution(ms(quiet), 1) : null,
        requestsDuring: { ...(during.length > 0 ? distribution(duringMs, 1) : { p50: null, p95: null, samples: [] }), max, statuses: Object.fromEntries([...new Set(during.map((s) => s.status))].map((status) => [status, during.filter((s) => s.status === status).length])), target: { statistic: 'p95', below: WATCH_TARGETS.requestP95Ms, pass: requestPass } },
      },
      rows: [
        { metric: `watch events for ${USERS} users x ${MAX_WATCH_ITEMS_PER_USER} items after a full import (${outcome.newRecords} new records, ${outcome.events} events)`, value: `${outcome.seconds} s`, target: `< ${WATCH_TARGETS.computeSeconds} s`, pass: computePass },
        { metric: `data endpoints meanwhile (${CLIENTS} clients, ${during.length} requests): p95`, value: `${p95} ms`, target: `< ${WATCH_TARGETS.requestP95Ms} ms`, pass: requestPass },
        { metric: 'data endpoints meanwhile: slowest', value: `${max} ms`, target: '', pass: null },
        { metric: 'data endpoints before the computation: p95', value: quiet.length > 0 ? `${roundTo(percentile(ms(quiet), 95), 1)} ms` : 'n/a', target: '', pass: null },
      ],
    };
  },
};
