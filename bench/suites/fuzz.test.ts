import { describe, expect, it } from 'vitest';
import { fuzzOutcome } from './fuzz';

describe('fuzzOutcome', () => {
  it('passes only when no route failed, and keeps the failures in the results', () => {
    const clean = fuzzOutcome({ routes: 90, cases: 92_000, failures: [] }, 151.27);
    expect(clean.rows.map((row) => row.pass)).toEqual([null, true]);
    expect(clean.rows[0]!.value).toBe('90 routes, 92000 cases in 151.3 s');
    const failed = fuzzOutcome({ routes: 90, cases: 91_500, failures: ['GET /x -> 500'] }, 140);
    expect(failed.rows[1]).toMatchObject({ value: '1', pass: false });
    expect(failed.results).toMatchObject({ failures: ['GET /x -> 500'] });
  });
});
