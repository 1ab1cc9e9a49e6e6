import type { SuiteOutcome, TableRow } from '../../suite';
import type { MixedLoadResult } from '../data-load';

export interface ProcessesMeasurement {
  processes: number;
  load: MixedLoadResult;
  /** Requests the balancer sent each process. */
  forwarded: number[];
  /** Resident memory of each process after the load, MB. */
  rssMegabytes: number[];
  /** The machine's 1-minute load average as the run ended (the bench, the servers and PostgreSQL count too). */
  machineLoadAverage: number;
  /** Writes through one process read back at once through every process (and how many were not). */
  writesSeenEverywhere: { writes: number; reads: number; stale: number } | null;
}

export interface ScaleMeasurements {
  measuredAt: Date;
  /** Where the database was, e.g. a throwaway cluster. */
  where: string;
  importSeconds: number;
  users: number;
  durationSeconds: number;
  /** How the users send: flat out, each request as soon as the last is answered. */
  pace: string;
  rateLimit: string;
  cores: number;
  runs: ProcessesMeasurement[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Throughput of each run over that of the first (one process). */
export function throughputRatios(runs: readonly ProcessesMeasurement[]): number[] {
  const base = runs[0]?.load.total.requestsPerSecond ?? Number.NaN;
  return runs.map((run) => round2(run.load.total.requestsPerSecond / base));
}

/**
 * The results file and the table: throughput and its ratio to one process, errors (target 0), and the writes
 * read back through every process. The ratio has no target: on one machine it is bounded by its cores.
 */
export function scaleOutcome(measured: ScaleMeasurements): SuiteOutcome {
  const ratios = throughputRatios(measured.runs);
  const rows = measured.runs.flatMap((run, i): TableRow[] => {
    const { total } = run.load;
    const seen = run.writesSeenEverywhere;
    return [
      {
        metric: `${run.processes} process${run.processes > 1 ? 'es' : ''}: throughput (x${ratios[i]} of 1 process), p50 / p95 / p99 ${total.latencyMs.p50} / ${total.latencyMs.p95} / ${total.latencyMs.p99} ms`,
        value: `${total.requestsPerSecond} req/s`,
        target: '',
        pass: null,
      },
      { metric: `${run.processes} process${run.processes > 1 ? 'es' : ''}: errors (of ${total.requests})`, value: String(total.errors), target: '0', pass: total.errors === 0 },
      ...(seen
        ? [
            {
              metric: `${run.processes} processes: writes through one read at once through each (${seen.writes} writes, ${seen.reads} reads)`,
              value: `${seen.stale} stale`,
              target: '0 stale',
              pass: seen.stale === 0,
            },
          ]
        : []),
    ];
  });
  return {
    results: {
      measuredAt: measured.measuredAt.toISOString(),
      database: measured.where,
      importSeconds: measured.importSeconds,
      users: measured.users,
      durationSeconds: measured.durationSeconds,
      pace: measured.pace,
      rateLimit: measured.rateLimit,
      cores: measured.cores,
      runs: measured.runs.map((run, i) => ({ ...run, throughputRatio: ratios[i] })),
    },
    rows: [
      { metric: `PostgreSQL: full import of FDA_DATA_DIR (importer CLI)`, value: `${measured.importSeconds} s`, target: '', pass: null },
      ...rows,
    ],
  };
}
