import { describe, expect, it } from 'vitest';
import { forecastDays, percentile, yearToYearSpread, type YearDays } from './review-time-forecast.ts';

const PERCENTILES = [0.1, 0.25, 0.5, 0.75, 0.9];
const forecastOf = (years: YearDays[]) => PERCENTILES.map((p) => forecastDays(years, p));
const pooledOf = (years: YearDays[]) => PERCENTILES.map((p) => percentile([...years.flatMap((y) => y.days)].sort((a, b) => a - b), p));
const yearsOf = (first: number, days: (index: number) => number[], count = 5): YearDays[] =>
  Array.from({ length: count }, (_, index) => ({ year: first + index, days: days(index) }));
/** The share of `days` inside [from, to]. */
const inside = (days: number[], from: number, to: number) => days.filter((d) => d >= from && d <= to).length / days.length;

describe('the review-time forecast for the year after its window', () => {
  it('without year-to-year movement: the pooled decisions\' percentiles, as percentile_cont gives them', () => {
    const steady = yearsOf(2018, () => [10, 20, 30, 40, 50]);
    expect(yearToYearSpread(steady)).toBe(0);
    expect(forecastOf(steady)).toEqual([10, 20, 30, 40, 50]);
  });

  it('measures the year-to-year spread as the standard deviation of the log(1 + days) yearly medians', () => {
    expect(yearToYearSpread([{ year: 2020, days: [9] }, { year: 2021, days: [99] }])).toBeCloseTo(Math.log(10) / Math.SQRT2, 12);
    expect(yearToYearSpread([{ year: 2020, days: [5, 9, 500] }])).toBe(0);
  });

  it('spreads each decision by that deviation on the log scale: symmetric about the middle of two decisions', () => {
    const two = [{ year: 2020, days: [9] }, { year: 2021, days: [99] }];
    expect(forecastDays(two, 0.5)).toBeCloseTo(Math.sqrt(1000) - 1, 3);
    expect(Math.log1p(forecastDays(two, 0.1)) + Math.log1p(forecastDays(two, 0.9))).toBeCloseTo(Math.log(1000), 3);
    expect(forecastDays(two, 0.1)).toBeGreaterThanOrEqual(0);
  });

  it('with a steady rise of the yearly median: ranges wider than the pooled ones, that hold the next year better', () => {
    const rise = (index: number) => [60, 70, 80, 90, 100, 110, 120, 130, 140].map((days) => Math.round(days * 1.25 ** index));
    const window = yearsOf(2018, rise);
    const nextYear = rise(5);
    const [f10, f25, , f75, f90] = forecastOf(window);
    const [p10, p25, , p75, p90] = pooledOf(window);
    expect(f25! < p25! && f75! > p75! && f10! < p10! && f90! > p90!).toBe(true);
    expect(inside(nextYear, f25!, f75!)).toBeGreaterThan(inside(nextYear, p25!, p75!));
    expect(inside(nextYear, f10!, f90!)).toBeGreaterThan(inside(nextYear, p10!, p90!));
  });

  it('widens more the more the yearly medians moved, around the same middle', () => {
    const moving = (factor: number) => yearsOf(2018, (index) => [40, 50, 60].map((days) => days * factor ** (index % 2 === 0 ? 1 : -1)));
    const calm = forecastOf(moving(1.1));
    const wild = forecastOf(moving(1.6));
    expect(wild[0]).toBeLessThan(calm[0]!);
    expect(wild[4]).toBeGreaterThan(calm[4]!);
    expect(Math.abs(wild[2]! - calm[2]!)).toBeLessThan(calm[4]! - calm[0]!);
  });
});
