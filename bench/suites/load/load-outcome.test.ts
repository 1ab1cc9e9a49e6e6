import { describe, expect, it } from 'vitest';
import type { LoadResult, MixedLoadResult } from '../data-load';
import { loadOutcome, type DatabaseMeasurement } from './load-outcome';

const settings = { durationSeconds: 20, requestsPerSecondPerUser: 1, conversationEvery: 10, rateLimit: 'lifted' };

function result(p95: number, errors = 0, requests = 1000): LoadResult {
  return { latencyMs: { p50: p95 / 2, p95, p99: p95 * 2 }, requests, requestsPerSecond: requests / 20, errors };
}

function mixed(dataP95: number, aiP95: number, restErrors = 0): MixedLoadResult {
  const endpoints: MixedLoadResult['endpoints'] = [
    { endpoint: 'data: classification', ...result(dataP95), statuses: { 200: 1000 } },
    { endpoint: 'AI: classification', ...result(aiP95), statuses: { 200: 1000 } },
    { endpoint: 'REST: save scenarios', ...result(50, restErrors), statuses: { 200: 1000 - restErrors, 503: restErrors } },
  ];
  return { durationSeconds: 20, total: result(aiP95, restErrors, 3000), endpoints };
}

function database(levels: Array<[number, MixedLoadResult]>): DatabaseMeasurement {
  return {
    database: 'PGlite',
    where: 'a temporary DATA_DIR',
    importSeconds: 41.2,
    levels: levels.map(([users, load]) => ({ users, conversationStreams: users / 10, load, rssMegabytes: 300, machineLoadAverage: 1.5 })),
  };
}

describe('loadOutcome', () => {
  it('judges the p95 targets at 50 users only, and errors at every level', () => {
    const { rows } = loadOutcome(new Date('2026-01-02T03:04:05Z'), settings, [database([[50, mixed(19.9, 299)], [200, mixed(80, 2000)]])]);
    expect(rows.map((row) => [row.metric, row.value, row.target, row.pass])).toEqual([
      ['PGlite: full import of FDA_DATA_DIR (importer CLI)', '41.2 s', '', null],
      ['PGlite, 50 users (5 streams): all requests p50 / p95 / p99, 150 req/s', '149.5 / 299 / 598 ms, 0 errors of 3,000', '0 errors', true],
      ['PGlite, 50 users: data: classification p50 / p95 / p99', '9.95 / 19.9 / 39.8 ms, 0 errors of 1,000', '0 errors, p95 < 20 ms', true],
      ['PGlite, 50 users: AI: classification p50 / p95 / p99', '149.5 / 299 / 598 ms, 0 errors of 1,000', '0 errors, p95 < 300 ms', true],
      ['PGlite, 50 users: REST: save scenarios p50 / p95 / p99', '25 / 50 / 100 ms, 0 errors of 1,000', '0 errors', true],
      ['PGlite, 50 users: server RSS after the load', '300 MB', '', null],
      ['PGlite, 200 users (20 streams): all requests p50 / p95 / p99, 150 req/s', '1000 / 2000 / 4000 ms, 0 errors of 3,000', '0 errors', true],
      ['PGlite, 200 users: data: classification p50 / p95 / p99', '40 / 80 / 160 ms, 0 errors of 1,000', '0 errors', true],
      ['PGlite, 200 users: AI: classification p50 / p95 / p99', '1000 / 2000 / 4000 ms, 0 errors of 1,000', '0 errors', true],
      ['PGlite, 200 users: REST: save scenarios p50 / p95 / p99', '25 / 50 / 100 ms, 0 errors of 1,000', '0 errors', true],
      ['PGlite, 200 users: server RSS after the load', '300 MB', '', null],
    ]);
  });

  it('fails a p95 at its target and any error, in the table and the results', () => {
    const { rows, results } = loadOutcome(new Date(), settings, [database([[50, mixed(20, 300)], [100, mixed(5, 5, 2)]])]);
    expect(rows.filter((row) => row.pass === false).map((row) => row.metric)).toEqual([
      'PGlite, 50 users: data: classification p50 / p95 / p99',
      'PGlite, 50 users: AI: classification p50 / p95 / p99',
      'PGlite, 100 users (10 streams): all requests p50 / p95 / p99, 150 req/s',
      'PGlite, 100 users: REST: save scenarios p50 / p95 / p99',
    ]);
    const [measured] = results.databases as Array<{ levels: Array<{ users: number; pass: boolean }> }>;
    expect(measured!.levels.map(({ users, pass }) => [users, pass])).toEqual([
      [50, false],
      [100, false],
    ]);
  });
});
