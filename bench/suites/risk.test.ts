import { describe, expect, it } from 'vitest';
import { freshRanges, riskOutcome, RISK_TARGETS } from './risk';

describe('freshRanges', () => {
  it('gives distinct ranges within 2002 and the current year, never the default one', () => {
    const ranges = freshRanges(30, 2026);
    expect(ranges).toHaveLength(30);
    expect(new Set(ranges.map(({ startYear, endYear }) => `${startYear}-${endYear}`)).size).toBe(30);
    for (const { startYear, endYear } of ranges) {
      expect(startYear).toBeGreaterThanOrEqual(2002);
      expect(endYear).toBeLessThanOrEqual(2026);
      expect(startYear).toBeLessThanOrEqual(endYear);
      expect(startYear === 2002 && endYear === 2026).toBe(false);
    }
  });
});

describe('riskOutcome', () => {
  it('passes each target on its p50', () => {
    const outcome = riskOutcome({ reports: 25_000, firstMs: 310.44, dashboardMs: [100, 120, 900], yearChangeMs: [250, 260, 10] });
    expect(outcome.rows.map((row) => row.pass)).toEqual([true, null, null, false, null]);
    expect(outcome.results).toMatchObject({ reports: 25_000, firstDashboardMs: 310.4, dashboardMs: { p50: 120, target: { below: RISK_TARGETS.dashboardMsP50, pass: true } } });
  });
});
