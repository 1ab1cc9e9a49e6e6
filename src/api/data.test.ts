import { describe, expect, it } from 'vitest';
import { riskDateQuery } from './data';

describe('risk date query', () => {
  it('sends no dates for the default range of 2002 to the current year', () => {
    expect(riskDateQuery({}, 2026)).toEqual({});
    expect(riskDateQuery({ startYear: 2002, endYear: 2026 }, 2026)).toEqual({});
    expect(riskDateQuery({ startYear: null, endYear: 2026 }, 2026)).toEqual({});
  });

  it('sends both years as YYYY-01-01 otherwise, clamped to 2002 through the current year', () => {
    expect(riskDateQuery({ startYear: 2015, endYear: 2020 }, 2026)).toEqual({ start_date: '2015-01-01', end_date: '2020-01-01' });
    expect(riskDateQuery({ startYear: 2015 }, 2026)).toEqual({ start_date: '2015-01-01', end_date: '2026-01-01' });
    expect(riskDateQuery({ startYear: 1990, endYear: 2010 }, 2026)).toEqual({ start_date: '2002-01-01', end_date: '2010-01-01' });
    expect(riskDateQuery({ startYear: 1990, endYear: 2099 }, 2026)).toEqual({});
  });
});
