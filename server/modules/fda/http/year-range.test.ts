import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../http/errors.ts';
import { readYearRange } from './year-range.ts';

const NOW = 2026;

describe('risk year range', () => {
  it('defaults to 2002 through the current year', () => {
    expect(readYearRange({}, NOW)).toEqual({ fromYear: 2002, toYear: 2026 });
    expect(readYearRange({ start_date: '', end_date: ' ' }, NOW)).toEqual({ fromYear: 2002, toYear: 2026 });
  });

  it('reads end_date as the last year included', () => {
    expect(readYearRange({ start_date: '2015-01-01', end_date: '2020-01-01' }, NOW)).toEqual({ fromYear: 2015, toYear: 2020 });
    expect(readYearRange({ start_date: '2020-01-01', end_date: '2020-01-01' }, NOW)).toEqual({ fromYear: 2020, toYear: 2020 });
  });

  it('clamps to 2002 through the current year', () => {
    expect(readYearRange({ start_date: '1990-01-01', end_date: '2099-01-01' }, NOW)).toEqual({ fromYear: 2002, toYear: 2026 });
  });

  it.each([
    [{ start_date: '2015' }, 'start_date must be a year start as YYYY-01-01 (e.g., 2015-01-01)'],
    [{ end_date: '2015-06-01' }, 'end_date must be a year start as YYYY-01-01 (e.g., 2015-01-01)'],
    [{ start_date: '2020-01-01', end_date: '2010-01-01' }, 'start_date must not be after end_date'],
  ])('rejects %j with a 400', (query, message) => {
    const read = () => readYearRange(query, NOW);
    expect(read).toThrow(HttpError);
    expect(read).toThrow(message);
  });
});
