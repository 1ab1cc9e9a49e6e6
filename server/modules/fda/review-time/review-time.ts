import {
  REVIEW_TIME_FEW_DECISIONS,
  REVIEW_TIME_MIN_DECISIONS,
  REVIEW_TIME_TYPES,
  REVIEW_TIME_YEARS,
  type ReviewTimeAverage,
  type ReviewTimeByType,
  type ReviewTimeDistribution,
  type ReviewTimePercentiles,
} from '../../../../src/api/contracts/review-time.ts';
import { ascending, forecastDays, percentile, type YearDays } from './review-time-forecast.ts';
import type { ReviewDays } from './review-time.repository.ts';

/** One decimal: the days a percentile falls on between two decisions. */
const tenth = (days: number) => Math.round(days * 10) / 10;

/** The forecast's percentiles over the window's years; null under REVIEW_TIME_MIN_DECISIONS decisions. */
function percentilesOf(years: readonly YearDays[], decisions: number): ReviewTimePercentiles | null {
  if (decisions < REVIEW_TIME_MIN_DECISIONS) return null;
  const at = (p: number) => tenth(forecastDays(years, p));
  return { p10: at(0.1), p25: at(0.25), median: at(0.5), p75: at(0.75), p90: at(0.9) };
}

/** The newest REVIEW_TIME_YEARS decision years of the reviews, ascending. */
function newestYears(reviews: readonly ReviewDays[]): number[] {
  const years = [...new Set(reviews.map((review) => review.year))].sort((a, b) => a - b);
  return years.slice(-REVIEW_TIME_YEARS);
}

/**
 * The reviews of their newest years: the forecast's percentiles for the year after, the decisions they rest on,
 * and each year's observed median.
 */
export function distributionOf(reviews: readonly ReviewDays[]): ReviewTimeDistribution {
  const years = newestYears(reviews).map((year) => ({ year, days: reviews.filter((review) => review.year === year).map((review) => review.days) }));
  const decisions = years.reduce((sum, { days }) => sum + days.length, 0);
  return {
    years: years.map(({ year }) => year),
    decisions,
    percentiles: percentilesOf(years, decisions),
    few: decisions < REVIEW_TIME_FEW_DECISIONS,
    by_year: years.map(({ year, days }) => ({ year, decisions: days.length, median: tenth(percentile(ascending(days), 0.5)) })),
  };
}

/** The same for each type some review is recorded as (Traditional, Special), over that type's own newest years. */
export function distributionsByType(reviews: readonly ReviewDays[]): ReviewTimeByType[] {
  return REVIEW_TIME_TYPES.flatMap((type) => {
    const ofType = reviews.filter((review) => review.type === type);
    return ofType.length === 0 ? [] : [{ type, ...distributionOf(ofType) }];
  });
}

/** The mean over every review (the Scenario's avgTimeToClearence) and the years it rests on; null for none. */
export function averageOf(reviews: readonly ReviewDays[]): ReviewTimeAverage | null {
  if (reviews.length === 0) return null;
  const years = reviews.map((review) => review.year);
  return {
    days: Math.round(reviews.reduce((sum, review) => sum + review.days, 0) / reviews.length),
    decisions: reviews.length,
    first_year: Math.min(...years),
    last_year: Math.max(...years),
  };
}
