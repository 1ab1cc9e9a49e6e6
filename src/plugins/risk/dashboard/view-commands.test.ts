import { describe, expect, it } from 'vitest';
import { parseYearRange } from './view-commands';

describe("parseYearRange: the palette's text for 'Set the years of the risk dashboard'", () => {
  it.each([
    ['2010-2020', { startYear: 2010, endYear: 2020 }],
    ['2010 – 2020', { startYear: 2010, endYear: 2020 }],
    ['2015 to now', { startYear: 2015, endYear: 2026 }],
    ['2015-Now', { startYear: 2015, endYear: 2026 }],
    ['2018', { startYear: 2018, endYear: 2018 }],
  ])('reads %j', (text, years) => {
    expect(parseYearRange(text, 2026)).toEqual(years);
  });

  it('gives NaN for text without years, which the command refuses', () => {
    expect(parseYearRange('last decade', 2026).startYear).toBeNaN();
  });
});
