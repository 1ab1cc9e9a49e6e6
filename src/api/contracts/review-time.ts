import { type } from 'arktype';
import { Coverage } from './data.ts';

/**
 * GET /api/data/v1/review-time?product_code= (issue 27): days from receipt to decision of a product code's
 * 510(k) clearances, over the last REVIEW_TIME_YEARS decision years the imported files hold for it.
 */

/** How many of the newest decision years held for a code the forecast rests on. */
export const REVIEW_TIME_YEARS = 5;
/** Below this many decisions no forecast is made. */
export const REVIEW_TIME_MIN_DECISIONS = 5;
/** Below this many decisions the forecast is said to rest on few. */
export const REVIEW_TIME_FEW_DECISIONS = 20;

export const ReviewTimeQuery = type({ 'product_code?': 'string' });

const Days = 'number >= 0';

/**
 * The forecast days from receipt to decision at each percentile, for decisions of the year after the newest
 * year: the window's decisions pooled, each spread on log(1 + days) by the standard deviation of the years'
 * log medians (with one year, or equal medians, the pooled decisions' percentile_cont).
 */
export const ReviewTimePercentiles = type({ p10: Days, p25: Days, median: Days, p75: Days, p90: Days });
export type ReviewTimePercentiles = typeof ReviewTimePercentiles.infer;

export const ReviewTimeYear = type({ year: 'number.integer', decisions: 'number.integer >= 1', median: Days });
export type ReviewTimeYear = typeof ReviewTimeYear.infer;

/**
 * The forecast from `years` (ascending): `decisions` it rests on, forecast `percentiles` (null under
 * REVIEW_TIME_MIN_DECISIONS), `few` when under REVIEW_TIME_FEW_DECISIONS, and each year's observed median.
 */
export const ReviewTimeDistribution = type({
  years: 'number.integer[]',
  decisions: 'number.integer >= 0',
  percentiles: ReviewTimePercentiles.or('null'),
  few: 'boolean',
  by_year: ReviewTimeYear.array(),
});
export type ReviewTimeDistribution = typeof ReviewTimeDistribution.infer;

/** The 510(k) types the files name that a forecast is made for. */
export const REVIEW_TIME_TYPES = ['Traditional', 'Special'] as const;
export type ReviewTimeType = (typeof REVIEW_TIME_TYPES)[number];

export const ReviewTimeByType = ReviewTimeDistribution.and({ type: "'Traditional' | 'Special'" });
export type ReviewTimeByType = typeof ReviewTimeByType.infer;

/**
 * The mean days over every clearance with both dates (the Scenario's avgTimeToClearence) and the decision
 * years it rests on.
 */
export const ReviewTimeAverage = type({
  days: 'number.integer >= 0',
  decisions: 'number.integer >= 1',
  first_year: 'number.integer',
  last_year: 'number.integer',
});
export type ReviewTimeAverage = typeof ReviewTimeAverage.infer;

/** `by_type`: only the types some clearance of the code is recorded as, each over its own newest years. */
export const ReviewTime = type({
  product_code: 'string',
  overall: ReviewTimeDistribution,
  by_type: ReviewTimeByType.array(),
  average: ReviewTimeAverage.or('null'),
  coverage: Coverage,
});
export type ReviewTime = typeof ReviewTime.infer;
