import { describe, expect, it } from 'vitest';
import { REVIEW_TIME_MIN_DECISIONS } from '../../../../src/api/contracts/review-time.ts';
import { percentile } from './review-time-forecast.ts';
import { averageOf, distributionOf, distributionsByType } from './review-time.ts';
import type { ReviewDays } from './review-time.repository.ts';

const reviews = (year: number, days: number[], type: string | null = 'Traditional'): ReviewDays[] =>
  days.map((d) => ({ year, days: d, type }));

describe('review-time forecast', () => {
  it('with no data: no years, no forecast, no average, no type', () => {
    expect(distributionOf([])).toEqual({ years: [], decisions: 0, percentiles: null, few: true, by_year: [] });
    expect(distributionsByType([])).toEqual([]);
    expect(averageOf([])).toBeNull();
  });

  it(`with 4 decisions (under ${REVIEW_TIME_MIN_DECISIONS}): no forecast, but the count, the years and their medians`, () => {
    const four = [...reviews(1989, [30, 50]), ...reviews(1990, [70, 90])];
    expect(distributionOf(four)).toEqual({
      years: [1989, 1990],
      decisions: 4,
      percentiles: null,
      few: true,
      by_year: [
        { year: 1989, decisions: 2, median: 40 },
        { year: 1990, decisions: 2, median: 80 },
      ],
    });
    expect(averageOf(four)).toEqual({ days: 60, decisions: 4, first_year: 1989, last_year: 1990 });
  });

  it('with one year: the forecast rests on that year alone, interpolated between decisions (no year-to-year movement to widen by), and says it rests on few', () => {
    const one = reviews(2020, [50, 10, 40, 20, 30]);
    expect(distributionOf(one)).toEqual({
      years: [2020],
      decisions: 5,
      percentiles: { p10: 14, p25: 20, median: 30, p75: 40, p90: 46 },
      few: true,
      by_year: [{ year: 2020, decisions: 5, median: 30 }],
    });
  });

  it('uses the five newest years held, however far apart, and stops saying "few" at 20 decisions', () => {
    const held = [1976, 1977, 1988, 1989, 1990, 2020, 2026].flatMap((year) => reviews(year, [year - 1900, year - 1890, year - 1880, year - 1870]));
    const distribution = distributionOf(held);
    expect(distribution.years).toEqual([1988, 1989, 1990, 2020, 2026]);
    expect(distribution.decisions).toBe(20);
    expect(distribution.few).toBe(false);
    expect(distribution.by_year.map((y) => y.median)).toEqual([103, 104, 105, 135, 141]);
  });

  it('gives the observed medians by year but forecast percentiles, wider than the pooled ones when the medians moved', () => {
    const rising = [2018, 2019, 2020, 2021, 2022].flatMap((year, index) => reviews(year, [60, 80, 100, 120, 140].map((days) => days * 1.2 ** index)));
    const distribution = distributionOf(rising);
    expect(distribution.by_year.map((y) => y.median)).toEqual([100, 120, 144, 172.8, 207.4]);
    const pooled = rising.map((review) => review.days).sort((a, b) => a - b);
    const { p10, p25, p75, p90 } = distribution.percentiles!;
    expect(p25).toBeLessThan(percentile(pooled, 0.25));
    expect(p75).toBeGreaterThan(percentile(pooled, 0.75));
    expect(p10).toBeLessThan(percentile(pooled, 0.1));
    expect(p90).toBeGreaterThan(percentile(pooled, 0.9));
  });

  it('gives Traditional and Special apart, each over its own newest years, and leaves out types no decision has', () => {
    const held = [...reviews(1990, [90, 100, 110, 120, 130]), ...reviews(2026, [30, 40, 50], 'Special'), ...reviews(2026, [200], null)];
    const byType = distributionsByType(held);
    expect(byType.map((t) => [t.type, t.years, t.decisions, t.percentiles?.median ?? null])).toEqual([
      ['Traditional', [1990], 5, 110],
      ['Special', [2026], 3, null],
    ]);
    expect(distributionOf(held).decisions).toBe(9);
  });

  it('interpolates percentiles as percentile_cont does', () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([7], 0.9)).toBe(7);
  });
});
