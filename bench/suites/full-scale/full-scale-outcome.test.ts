import { describe, expect, it } from 'vitest';
import { distribution } from '../../lib/stats';
import { fullScaleOutcome } from './full-scale-outcome';
import { typedPrefixes, type InstallMeasurement } from './measure-install';

const install = (importSeconds: number, p95: number): InstallMeasurement => ({
  importSeconds,
  importerPeakRssMegabytes: 700,
  serverRssMegabytes: 300,
  classificationMs: distribution([20, 40, p95]),
  endpoints: [{ name: 'device/{newest DQY}', p95, errors: 0, requests: 1000 }],
  typeAheadMs: distribution([5, 10, p95]),
});

describe('typedPrefixes', () => {
  it('asks for every prefix of two characters or more, as the type-ahead does while a word is typed', () => {
    expect(typedPrefixes(['K201', 'abc'])).toEqual(['K2', 'K20', 'K201', 'ab', 'abc']);
  });
});

describe('fullScaleOutcome', () => {
  it("judges each full-size figure against issue 26's target and gives its ratio to today's data", () => {
    const { rows, results } = fullScaleOutcome({ measuredAt: new Date(0), scale: 1, today: install(200, 10), full: install(500, 30) });
    expect(rows[0]).toEqual({ metric: 'Download + import on an empty DATA_DIR (importer CLI)', value: '500 s (today\'s data 200 s, x2.5)', target: '< 600 s', pass: true });
    const endpoint = rows.find((row) => row.metric.startsWith('device/{newest DQY}'))!;
    expect(endpoint).toMatchObject({ value: "30 ms (today's data 10 ms, x3); 0 errors of 1000", target: '< 20 ms', pass: false });
    expect(rows.at(-1)).toMatchObject({ metric: 'Predicate Devices type-ahead: p95', pass: true });
    expect(results).toMatchObject({ scale: 1, pass: false, full: { classificationMs: { samples: 3 } } });
  });
});
