/**
 * The review-time forecast for the year after a code's newest years (issue 27): the pooled decisions of those
 * years, each spread by how much a year's median moves from year to year, so that the ranges hold the next
 * year's decisions as often as they say (docs/decisions.md, "the review-time forecast's calibration").
 */

/** The decisions of one year of the forecast's window, in days from receipt to decision. */
export interface YearDays {
  year: number;
  days: readonly number[];
}

/** The p-th percentile (0..1) of ascending values, interpolated between neighbours as SQL's percentile_cont. */
export function percentile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

export const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** Review times are compared as ratios (a year 20 % slower), on log(1 + days) so a same-day decision counts. */
const logDays = (days: number) => Math.log1p(days);

/**
 * The year-to-year spread: the standard deviation of the years' log median days (0 for one year, where it
 * cannot be seen). It holds both the real movement of review times and the noise of a median of few decisions.
 */
export function yearToYearSpread(years: readonly YearDays[]): number {
  if (years.length < 2) return 0;
  const medians = years.map(({ days }) => logDays(percentile(ascending(days), 0.5)));
  const mean = medians.reduce((sum, median) => sum + median, 0) / medians.length;
  return Math.sqrt(medians.reduce((sum, median) => sum + (median - mean) ** 2, 0) / (medians.length - 1));
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error under 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Bisection steps: the bracket of a few log units ends far below a tenth of a day. */
const BISECTION_STEPS = 60;

/** The p-quantile (0..1) of the mixture: each log value spread by a normal of deviation `spread`. */
function mixtureQuantile(logValues: readonly number[], spread: number, p: number): number {
  const share = (x: number) => logValues.reduce((sum, value) => sum + normalCdf((x - value) / spread), 0) / logValues.length;
  let low = Math.min(...logValues) - 8 * spread;
  let high = Math.max(...logValues) + 8 * spread;
  for (let step = 0; step < BISECTION_STEPS; step += 1) {
    const middle = (low + high) / 2;
    if (share(middle) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The forecast days at the p-th percentile (0..1): with no year-to-year spread (one year, or years of equal
 * medians) the pooled decisions' percentile_cont; otherwise the quantile of the pooled decisions each spread by
 * the year-to-year spread, as the next year's median may move as much as the window's did.
 */
export function forecastDays(years: readonly YearDays[], p: number): number {
  const pooled = ascending(years.flatMap(({ days }) => days));
  const spread = yearToYearSpread(years);
  if (spread === 0) return percentile(pooled, p);
  return Math.max(0, Math.expm1(mixtureQuantile(pooled.map(logDays), spread, p)));
}
