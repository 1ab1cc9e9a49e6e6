import { API_BASE_PATHS } from '../../src/api/contracts/api-bases';
import type { BenchSuite, SuiteOutcome, TableRow } from '../suite';
import { loadTest, type LoadResult } from './data-load';
import { residentMegabytes } from './data-server';
import { withImportedServer } from './imported-server';

/** DESIGN.md section 6. MB is read as 1e6 bytes. */
export const DATA_TARGETS = {
  latencyMsP95: 20,
  errors: 0,
  importSeconds: 60,
  rssMegabytes: 400,
} as const;

export const LOAD = { connections: 50, durationSeconds: 5, warmUpSeconds: 1 } as const;

export interface EndpointMeasurement {
  name: string;
  path: string;
  load: LoadResult;
}

export interface DataMeasurements {
  measuredAt: Date;
  importSeconds: number;
  rssMegabytes: { afterWarmUp: number; afterLoad: number };
  endpoints: EndpointMeasurement[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The results file and the table rows for a set of measurements, judged against the targets. */
export function dataOutcome(measured: DataMeasurements): SuiteOutcome {
  const importPass = measured.importSeconds < DATA_TARGETS.importSeconds;
  const rssPass = measured.rssMegabytes.afterWarmUp < DATA_TARGETS.rssMegabytes;
  const endpointRows = measured.endpoints.flatMap(({ name, load }): TableRow[] => [
    { metric: `${name}: p50`, value: `${load.latencyMs.p50} ms`, target: '', pass: null },
    {
      metric: `${name}: p95 (${LOAD.connections} connections, ${load.requestsPerSecond} req/s)`,
      value: `${load.latencyMs.p95} ms`,
      target: `< ${DATA_TARGETS.latencyMsP95} ms`,
      pass: load.latencyMs.p95 < DATA_TARGETS.latencyMsP95,
    },
    { metric: `${name}: errors (of ${load.requests})`, value: String(load.errors), target: '0', pass: load.errors === DATA_TARGETS.errors },
  ]);
  return {
    results: {
      measuredAt: measured.measuredAt.toISOString(),
      importSeconds: round1(measured.importSeconds),
      rssMegabytes: measured.rssMegabytes,
      load: LOAD,
      endpoints: measured.endpoints.map(({ name, path, load }) => ({
        name,
        path,
        ...load,
        pass: load.latencyMs.p95 < DATA_TARGETS.latencyMsP95 && load.errors === DATA_TARGETS.errors,
      })),
      targets: {
        importSeconds: { below: DATA_TARGETS.importSeconds, pass: importPass },
        latencyMs: { statistic: 'p95', below: DATA_TARGETS.latencyMsP95 },
        errors: { equal: DATA_TARGETS.errors },
        rssMegabytes: { below: DATA_TARGETS.rssMegabytes, pass: rssPass },
      },
    },
    rows: [
      {
        metric: 'Full import of FDA_DATA_DIR (importer CLI)',
        value: `${round1(measured.importSeconds)} s`,
        target: `< ${DATA_TARGETS.importSeconds} s`,
        pass: importPass,
      },
      ...endpointRows,
      {
        metric: 'Server RSS after warm-up',
        value: `${measured.rssMegabytes.afterWarmUp} MB`,
        target: `< ${DATA_TARGETS.rssMegabytes} MB`,
        pass: rssPass,
      },
      { metric: 'Server RSS after the load', value: `${measured.rssMegabytes.afterLoad} MB`, target: '', pass: null },
    ],
  };
}

/** The endpoints of DESIGN.md section 6, with a K-number the imported data holds. */
export function dataEndpoints(kNumber: string): Array<{ name: string; path: string }> {
  return [
    { name: 'classification/DQY', path: '/classification/DQY' },
    { name: `device/${kNumber}`, path: `/device/${kNumber}` },
    { name: 'device/latest/DQY', path: '/device/latest/DQY' },
    { name: 'risk/total-mdrs (nay)', path: '/risk/total-mdrs?product_code=nay' },
    { name: 'risk/total-recalls (dqy)', path: '/risk/total-recalls?product_code=dqy' },
  ];
}

export async function getOk(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export const dataSuite: BenchSuite = {
  name: 'data',
  description: 'FDA import time, then data endpoints under 50 concurrent clients (autocannon) and server memory',
  async run(context) {
    return withImportedServer(context, 'data', async ({ server, importSeconds, headers }) => {
      const base = `${server.url}${API_BASE_PATHS.data}`;
      const [latest] = (await getOk(`${base}/device/latest/DQY?limit=1`, headers)) as Array<{ k_number: string }>;
      if (!latest) throw new Error('The imported data holds no DQY clearance to measure /device/{kNumber} with');
      const targets = dataEndpoints(latest.k_number);

      context.log(`Warming up ${targets.length} endpoints`);
      for (const { path: endpoint } of targets) {
        await getOk(`${base}${endpoint}`, headers);
        await loadTest(`${base}${endpoint}`, { connections: LOAD.connections, durationSeconds: LOAD.warmUpSeconds, headers });
      }
      const afterWarmUp = await residentMegabytes(server.pid);

      const measured: EndpointMeasurement[] = [];
      for (const { name, path: endpoint } of targets) {
        context.log(`Loading ${name}: ${LOAD.connections} connections for ${LOAD.durationSeconds} s`);
        const load = await loadTest(`${base}${endpoint}`, { connections: LOAD.connections, durationSeconds: LOAD.durationSeconds, headers });
        measured.push({ name, path: endpoint, load });
      }
      const afterLoad = await residentMegabytes(server.pid);
      return dataOutcome({ measuredAt: new Date(), importSeconds, rssMegabytes: { afterWarmUp, afterLoad }, endpoints: measured });
    });
  },
};
