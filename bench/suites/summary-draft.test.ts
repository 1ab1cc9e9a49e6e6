import { describe, expect, it } from 'vitest';
import { SUMMARY_DRAFT_TARGET_MS_P95, summaryDraftOutcome } from './summary-draft';

describe('summaryDraftOutcome', () => {
  it('passes the target on the p95 and names the strategies timed', () => {
    const outcome = summaryDraftOutcome([300, 400, 500], ['DQY', 'NAY']);
    expect(outcome.rows.map((row) => row.pass)).toEqual([true, null]);
    expect(outcome.results).toMatchObject({ strategies: ['DQY', 'NAY'], draftMs: { target: { statistic: 'p95', below: SUMMARY_DRAFT_TARGET_MS_P95, pass: true } } });
    expect(summaryDraftOutcome([100, 200, 2500], []).rows[0]!.pass).toBe(false);
  });
});
