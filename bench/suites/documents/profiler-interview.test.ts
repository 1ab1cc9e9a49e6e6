import { describe, expect, it } from 'vitest';
import { summaryCases } from '../../../server/modules/ai/chat/profiler/testing/summary-cases';
import { INTERVIEW_TARGET_PERCENT, interviewRows, measureInterviews, measurePastes, storedRequests } from './profiler-interview';

describe('the profiler interview bench', () => {
  const cases = summaryCases().slice(0, 30);

  it('interviews real summaries turn by turn and counts the answers filed in their field', () => {
    const { tally, misfiled } = measureInterviews(cases);
    expect(tally.given).toBeGreaterThanOrEqual(cases.length * 3);
    expect(tally.given - tally.landed).toBe(misfiled.length);
    expect((100 * tally.landed) / tally.given).toBeGreaterThanOrEqual(INTERVIEW_TARGET_PERCENT);
  });

  it('pastes each summary in every form and stores no request as a value', () => {
    const pastes = measurePastes(cases);
    expect(Object.keys(pastes)).toEqual(['labelled', 'markdown', 'bullets', 'mixed', 'prose']);
    for (const tally of Object.values(pastes)) expect(tally.given).toBeGreaterThanOrEqual(cases.length * 2);
    expect(storedRequests().stored).toBe(0);
  });
});

describe('interviewRows', () => {
  it('judges the interview share against 95 % and the requests against none stored', () => {
    const pastes = { labelled: { landed: 9, given: 10 }, markdown: { landed: 10, given: 10 }, bullets: { landed: 10, given: 10 }, mixed: { landed: 10, given: 10 }, prose: { landed: 5, given: 10 } };
    const rows = interviewRows({ landed: 95, given: 100 }, pastes, { stored: 1, asked: 40 });
    expect(rows.map((row) => [row.value, row.pass])).toEqual([
      ['95 %', true],
      ['88 %', null],
      ['90 %', null],
      ['100 %', null],
      ['100 %', null],
      ['100 %', null],
      ['50 %', null],
      ['1', false],
    ]);
    expect(interviewRows({ landed: 94, given: 100 }, pastes, { stored: 0, asked: 40 }).map((row) => row.pass)).toEqual([false, null, null, null, null, null, null, true]);
  });
});
