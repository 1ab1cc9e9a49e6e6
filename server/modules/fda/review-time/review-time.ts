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
import type { ReviewDays } from './review-time.repository.ts';

/** The p-th percentile (0..1) of ascending values, interpolated between neighbours as SQL's percentile_cont. */
export function percentile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** One decimal: the days a percentile falls on between two decisions. */
const tenth = (days: number) => Math.round(days * 10) / 10;

function percentilesOf(days: readonly number[]): ReviewTimePercentiles | null {
  if (days.length < REVIEW_TIME_MIN_DECISIONS) return null;
  const sorted = [...days].sort((a, b) => a - b);
  const at = (p: number) => tenth(percentile(sorted, p));
  return { p10: at(0.1), p25: at(0.25), median: at(0.5), p75: at(0.75), p90: at(0.9) };
}

/** The newest REVIEW_TIME_YEARS decision years of the reviews, ascending. */
function newestYears(reviews: readonly ReviewDays[]): number[] {
  const years = [...new Set(reviews.map((review) => review.year))].sort((a, b) => a - b);
  return years.slice(-REVIEW_TIME_YEARS);
}

/** The distribution of the reviews over their newest years: percentiles, the count they rest on, each year's median. */
export function distributionOf(reviews: readonly ReviewDays[]): ReviewTimeDistribution {
  const years = newestYears(reviews);
  const used = reviews.filter((review) => years.includes(review.year));
  const by_year = years.map((year) => {
    const days = used.filter((review) => review.year === year).map((review) => review.days);
    return { year, decisions: days.length, median: tenth(percentile([...days].sort((a, b) => a - b), 0.5)) };
  });
  return {
    years,
    decisions: used.length,
    percentiles: percentilesOf(used.map((review) => review.days)),
    few: used.length < REVIEW_TIME_FEW_DECISIONS,
    by_year,
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
