import { describe, expect, it } from 'vitest';
import { REPORT_TARGET_MS_P50, reportOutcome } from './report';

describe('reportOutcome', () => {
  it('passes the target on the p50 and names the strategies timed', () => {
    const outcome = reportOutcome([400, 500, 2500], ['DQY', 'NAY']);
    expect(outcome.rows.map((row) => row.pass)).toEqual([true, null]);
    expect(outcome.results).toMatchObject({ strategies: ['DQY', 'NAY'], reportMs: { p50: 500, target: { below: REPORT_TARGET_MS_P50, pass: true } } });
    expect(reportOutcome([2100, 2200, 100], []).rows[0]!.pass).toBe(false);
  });
});
