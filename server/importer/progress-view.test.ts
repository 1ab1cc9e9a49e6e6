import { describe, expect, it } from 'vitest';
import { createProgressView, doneFraction, progressLine } from './progress-view.ts';

const running = { dataset: 'devices', startedAt: 0, rows: 30_000, bytes: 5_000_000, totalBytes: 10_000_000 };

describe('import progress', () => {
  it("estimates from the previous import's rows, else from the bytes read, else not at all", () => {
    expect(doneFraction(running, 60_000)).toBe(0.5);
    expect(doneFraction(running, undefined)).toBe(0.5);
    expect(doneFraction({ ...running, bytes: 0 }, undefined)).toBeNull();
    expect(doneFraction({ ...running, rows: 90_000 }, 60_000)).toBe(0.99);
  });

  it('shows rows, rate, elapsed and time left, and ? when it cannot tell', () => {
    expect(progressLine(running, 60_000, 10_000, 10)).toBe('devices            [#####-----]  50%  30,000 rows  3,000 rows/s  0:10 elapsed  0:10 left');
    expect(progressLine({ ...running, bytes: 0 }, undefined, 10_000, 10)).toBe(
      'devices            [··········]    ?  30,000 rows  3,000 rows/s  0:10 elapsed  ? left',
    );
  });

  it('writes plain lines when not on a terminal: start, a line now and then, the result', () => {
    const written: string[] = [];
    let now = 0;
    const view = createProgressView({ write: (t) => written.push(t), isTTY: false }, { now: () => now, plainIntervalMs: 5_000 });
    view.onEvent({ type: 'start', dataset: 'devices', totalBytes: 100 });
    now = 1_000;
    view.onEvent({ type: 'progress', dataset: 'devices', rows: 10, bytes: 10 });
    now = 6_000;
    view.onEvent({ type: 'progress', dataset: 'devices', rows: 60, bytes: 50 });
    view.onEvent({ type: 'done', outcome: { name: 'devices', rows: 60, rejected: 2, rejectedSample: [], seconds: 6.04 } });
    view.onEvent({ type: 'start', dataset: 'regulations', totalBytes: 0 });
    view.onEvent({ type: 'done', outcome: { name: 'regulations', rows: 0, rejected: 0, rejectedSample: [], seconds: 0, error: 'missing in /x: cfr21/part-*.md' } });
    view.stop();
    expect(written).toEqual([
      'devices: importing\n',
      'devices            [#############------------]  50%  60 rows  10 rows/s  0:06 elapsed  0:06 left\n',
      'devices: 60 rows in 6.0 s (2 rejected)\n',
      'regulations: importing\n',
      'regulations: FAILED after 0.0 s: missing in /x: cfr21/part-*.md\n',
    ]);
  });

  it('redraws one line in place on a terminal', () => {
    const written: string[] = [];
    const view = createProgressView({ write: (t) => written.push(t), isTTY: true, columns: 120 }, { now: () => 2_000 });
    view.onEvent({ type: 'start', dataset: 'pma', totalBytes: 0 });
    view.onEvent({ type: 'done', outcome: { name: 'pma', rows: 5, rejected: 0, rejectedSample: [], seconds: 1 } });
    view.stop();
    expect(written[0]).toMatch(/^\r\x1b\[2Kpma +\[/);
    expect(written.at(-1)).toBe('\r\x1b[2Kpma: 5 rows in 1.0 s\n');
  });
});
