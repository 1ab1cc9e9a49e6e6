import { describe, expect, it } from 'vitest';
import { dataOutcome, type DataMeasurements } from './data';

function measured(p95: number, errors: number, importSeconds: number, rss: number): DataMeasurements {
  return {
    measuredAt: new Date('2025-01-02T03:04:05Z'),
    importSeconds,
    rssMegabytes: { afterWarmUp: rss, afterLoad: rss + 10 },
    endpoints: [
      {
        name: 'classification/DQY',
        path: '/classification/DQY',
        load: { latencyMs: { p50: 4, p95, p99: p95 + 1 }, requests: 20_000, requestsPerSecond: 4000, errors },
      },
    ],
  };
}

describe('dataOutcome', () => {
  it('records the figures and passes the targets when under them', () => {
    const { results, rows } = dataOutcome(measured(12.5, 0, 51.26, 250));
    expect(results).toMatchObject({
      measuredAt: '2025-01-02T03:04:05.000Z',
      importSeconds: 51.3,
      rssMegabytes: { afterWarmUp: 250, afterLoad: 260 },
      endpoints: [{ name: 'classification/DQY', latencyMs: { p50: 4, p95: 12.5 }, errors: 0, pass: true }],
      targets: { importSeconds: { below: 60, pass: true }, rssMegabytes: { below: 400, pass: true } },
    });
    expect(rows.map((row) => [row.metric, row.value, row.pass])).toEqual([
      ['Full import of FDA_DATA_DIR (importer CLI)', '51.3 s', true],
      ['classification/DQY: p50', '4 ms', null],
      ['classification/DQY: p95 (50 connections, 4000 req/s)', '12.5 ms', true],
      ['classification/DQY: errors (of 20000)', '0', true],
      ['Server RSS after warm-up', '250 MB', true],
      ['Server RSS after the load', '260 MB', null],
    ]);
  });

  it('fails a target that is reached, and any error', () => {
    const { rows, results } = dataOutcome(measured(20, 1, 60, 400));
    expect(rows.map((row) => row.pass)).toEqual([false, null, false, false, false, null]);
    expect((results.endpoints as Array<{ pass: boolean }>)[0]!.pass).toBe(false);
  });
});
