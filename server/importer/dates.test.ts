import { describe, expect, it } from 'vitest';
import { fdaDate, isAfterAsOf, readFdaDate } from './dates.ts';

describe("FDA's date forms", () => {
  it('reads MM/DD/YYYY, YYYY/MM/DD, YYYY-MM-DD, YYYYMMDD and "May 25, 2006"', () => {
    expect(['06/07/1990', '2012/01/02', '2015-10-15', '20200416', 'May 25, 2006', 'Sept. 3, 2019'].map((t) => fdaDate(t))).toEqual([
      '1990-06-07',
      '2012-01-02',
      '2015-10-15',
      '2020-04-16',
      '2006-05-25',
      '2019-09-03',
    ]);
  });

  it("calls FDA's garbled dates garbled: year 0020, impossible days, days after the file was written", () => {
    expect(readFdaDate('08/04/0020')).toEqual({ kind: 'garbled', text: '08/04/0020' });
    expect(readFdaDate('02/30/2001').kind).toBe('garbled');
    expect(readFdaDate('May 25, 0010').kind).toBe('garbled');
    expect(readFdaDate('06/09/2026', new Date('2026-01-31')).kind).toBe('garbled');
    expect(readFdaDate('06/09/2026', new Date('2026-11-22'))).toEqual({ kind: 'date', date: '2026-06-09' });
    expect(readFdaDate('n/a').kind).toBe('garbled');
    expect(readFdaDate('  ')).toEqual({ kind: 'empty' });
  });

  it('compares with the as-of day only when there is one', () => {
    expect(isAfterAsOf('2020-01-02', new Date('2020-01-01'))).toBe(true);
    expect(isAfterAsOf('2020-01-01', new Date('2020-01-01'))).toBe(false);
    expect(isAfterAsOf('2030-01-01', null)).toBe(false);
    expect(isAfterAsOf(null, new Date('2020-01-01'))).toBe(false);
  });
});
