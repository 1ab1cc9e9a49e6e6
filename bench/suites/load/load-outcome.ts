import type { SuiteOutcome, TableRow } from '../../suite';
import type { LoadResult, MixedLoadResult } from '../data-load';

/** DESIGN.md section 6 and issue 17: 0 errors at every level; these p95s at the first level (50 users). */
export const LOAD_TARGETS = { errors: 0, targetUsers: 50, dataMsP95: 20, aiClassificationMsP95: 300 } as const;

export interface LevelMeasurement {
  users: number;
  conversationStreams: number;
  load: MixedLoadResult;
  rssMegabytes: number;
  /** The machine's 1-minute load average as the level ended (the bench and its server count too): noise. */
  machineLoadAverage: number;
}

export interface DatabaseMeasurement {
  database: 'PGlite' | 'PostgreSQL';
  /** Where the database was, e.g. a throwaway cluster. */
  where: string;
  importSeconds: number;
  levels: LevelMeasurement[];
}

export interface LoadSettings {
  durationSeconds: number;
  requestsPerSecondPerUser: number;
  conversationEvery: number;
  rateLimit: string;
}

/** The p95 target an endpoint has at this many users, if any. */
export function p95TargetMs(endpoint: string, users: number): number | null {
  if (users !== LOAD_TARGETS.targetUsers) return null;
  if (endpoint.startsWith('data: ')) return LOAD_TARGETS.dataMsP95;
  if (endpoint === 'AI: classification') return LOAD_TARGETS.aiClassificationMsP95;
  return null;
}

function judged(load: LoadResult, p95Below: number | null): boolean {
  return load.errors === LOAD_TARGETS.errors && (p95Below === null || load.latencyMs.p95 < p95Below);
}

const latencies = ({ latencyMs: { p50, p95, p99 } }: LoadResult) => `${p50} / ${p95} / ${p99} ms`;
const errorsOf = (load: LoadResult) => `${load.errors} errors of ${load.requests.toLocaleString('en-US')}`;

function rowsOf({ database, importSeconds, levels }: DatabaseMeasurement): TableRow[] {
  return [
    { metric: `${database}: full import of FDA_DATA_DIR (importer CLI)`, value: `${importSeconds} s`, target: '', pass: null },
    ...levels.flatMap(({ users, conversationStreams, load, rssMegabytes }): TableRow[] => [
      {
        metric: `${database}, ${users} users (${conversationStreams} streams): all requests p50 / p95 / p99, ${load.total.requestsPerSecond} req/s`,
        value: `${latencies(load.total)}, ${errorsOf(load.total)}`,
        target: '0 errors',
        pass: judged(load.total, null),
      },
      ...load.endpoints.map(({ endpoint, ...result }): TableRow => {
        const below = p95TargetMs(endpoint, users);
        return {
          metric: `${database}, ${users} users: ${endpoint} p50 / p95 / p99`,
          value: `${latencies(result)}, ${errorsOf(result)}`,
          target: below === null ? '0 errors' : `0 errors, p95 < ${below} ms`,
          pass: judged(result, below),
        };
      }),
      { metric: `${database}, ${users} users: server RSS after the load`, value: `${rssMegabytes} MB`, target: '', pass: null },
    ]),
  ];
}

/** The results file and the table: every endpoint at every level on every database, judged on the targets. */
export function loadOutcome(measuredAt: Date, settings: LoadSettings, databases: DatabaseMeasurement[]): SuiteOutcome {
  return {
    results: {
      measuredAt: measuredAt.toISOString(),
      settings,
      targets: {
        errors: { equal: LOAD_TARGETS.errors, atEveryLevel: true },
        dataEndpointsMsP95: { below: LOAD_TARGETS.dataMsP95, atUsers: LOAD_TARGETS.targetUsers },
        aiClassificationMsP95: { below: LOAD_TARGETS.aiClassificationMsP95, atUsers: LOAD_TARGETS.targetUsers },
      },
      databases: databases.map((measured) => ({
        ...measured,
        levels: measured.levels.map((level) => ({
          ...level,
          pass: judged(level.load.total, null) && level.load.endpoints.every((e) => judged(e, p95TargetMs(e.endpoint, level.users))),
        })),
      })),
    },
    rows: databases.flatMap(rowsOf),
  };
}
