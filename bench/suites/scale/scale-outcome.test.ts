import { expect, it } from 'vitest';
import type { MixedLoadResult } from '../data-load';
import { scaleOutcome, type ProcessesMeasurement } from './scale-outcome';

function run(processes: number, requestsPerSecond: number, errors: number, stale: number | null): ProcessesMeasurement {
  const total = { latencyMs: { p50: 10, p95: 40, p99: 90 }, requests: requestsPerSecond * 20, requestsPerSecond, errors };
  const load: MixedLoadResult = { durationSeconds: 20, total, endpoints: [] };
  return {
    processes,
    load,
    forwarded: Array.from({ length: processes }, () => total.requests / processes),
    rssMegabytes: Array.from({ length: processes }, () => 250),
    machineLoadAverage: 2.5,
    writesSeenEverywhere: stale === null ? null : { writes: 20, reads: 20 * processes, stale },
  };
}

it('gives each run its throughput ratio to one process, and judges errors and stale reads only', () => {
  const { rows, results } = scaleOutcome({
    measuredAt: new Date('2026-01-02T03:04:05Z'),
    where: 'a throwaway cluster',
    importSeconds: 70.1,
    users: 100,
    durationSeconds: 20,
    pace: 'flat out',
    rateLimit: 'lifted',
    cores: 2,
    runs: [run(1, 400, 0, null), run(2, 460, 0, 0), run(4, 410, 3, 1)],
  });
  expect((results.runs as Array<{ throughputRatio: number }>).map((r) => r.throughputRatio)).toEqual([1, 1.15, 1.02]);
  expect(rows.map((row) => [row.metric, row.value, row.target, row.pass])).toEqual([
    ['PostgreSQL: full import of FDA_DATA_DIR (importer CLI)', '70.1 s', '', null],
    ['1 process: throughput (x1 of 1 process), p50 / p95 / p99 10 / 40 / 90 ms', '400 req/s', '', null],
    ['1 process: errors (of 8000)', '0', '0', true],
    ['2 processes: throughput (x1.15 of 1 process), p50 / p95 / p99 10 / 40 / 90 ms', '460 req/s', '', null],
    ['2 processes: errors (of 9200)', '0', '0', true],
    ['2 processes: writes through one read at once through each (20 writes, 40 reads)', '0 stale', '0 stale', true],
    ['4 processes: throughput (x1.02 of 1 process), p50 / p95 / p99 10 / 40 / 90 ms', '410 req/s', '', null],
    ['4 processes: errors (of 8200)', '3', '0', false],
    ['4 processes: writes through one read at once through each (20 writes, 80 reads)', '1 stale', '0 stale', false],
  ]);
});
