import { describe, expect, it } from 'vitest';
import { frontendOutcome, type FrontendMeasurements } from './frontend';

function measured(gzipBytes: number, paletteMs: number[]): FrontendMeasurements {
  return {
    measuredAt: new Date('2025-01-02T03:04:05Z'),
    firstRouteJs: { gzipBytes, files: [{ path: '/assets/index.js', bytes: gzipBytes * 3, gzipBytes }] },
    paletteOpenToPaintMs: paletteMs,
  };
}

describe('frontendOutcome', () => {
  it('records the figures and passes both targets when under them', () => {
    const { results, rows } = frontendOutcome(measured(180_000, [10, 12, 14, 16, 18]));
    expect(results).toEqual({
      measuredAt: '2025-01-02T03:04:05.000Z',
      firstRouteJsGzipBytes: 180_000,
      firstRouteJsFiles: [{ path: '/assets/index.js', bytes: 540_000, gzipBytes: 180_000 }],
      paletteOpenToPaintMs: { p50: 14, p95: 17.6, samples: [10, 12, 14, 16, 18] },
      targets: {
        firstRouteJsGzipBytes: { below: 250_000, pass: true },
        paletteOpenToPaintMs: { statistic: 'p95', below: 50, pass: true },
      },
    });
    expect(rows.map((row) => row.pass)).toEqual([true, null, true]);
    expect(rows[0]!.value).toBe('180.0 KB');
  });

  it('fails a target that is reached, not only one that is passed', () => {
    const { rows } = frontendOutcome(measured(250_000, [10, 50, 50, 50]));
    expect(rows.map((row) => row.pass)).toEqual([false, null, false]);
  });
});
