import {
  REVIEW_TIME_FEW_DECISIONS,
  REVIEW_TIME_MIN_DECISIONS,
  type ReviewTimeAverage,
} from '../contracts/review-time.ts';

/** The review-time forecast's sentences, shared by its panel and the strategy report (issue 27). */

/** Years as a span: "1988–2026", or one year. */
export const yearSpan = (first: number, last: number) => (first === last ? `${first}` : `${first}–${last}`);

const decisions = (count: number) => `${count} decision${count === 1 ? '' : 's'}`;

/** What the forecast rests on and, with one year held, that the year-to-year movement it allows for is unknown. */
export function reviewTimeRestsOn(count: number, years: readonly number[]): string {
  const basis = `Forecast for decisions after ${years.at(-1)}, from the days from receipt to decision of ${decisions(count)} cleared in ${years.join(', ')} (the newest decision years held for this code)`;
  return years.length > 1
    ? `${basis}, widened by how much their yearly median moved.`
    : `${basis}; with one year held, how much review times move from year to year is not known, so the ranges may be too narrow.`;
}

export const reviewTimeFewDecisions = (count: number) =>
  `Only ${decisions(count)} held: fewer than ${REVIEW_TIME_FEW_DECISIONS}, so read this forecast with care.`;

export const reviewTimeNoForecast = (count: number, code: string) =>
  count === 0
    ? `No cleared 510(k) of ${code} with both a receipt and a decision date is held: no forecast.`
    : `Only ${decisions(count)} of ${code} with both dates held: too few to forecast (at least ${REVIEW_TIME_MIN_DECISIONS} are needed).`;

/** What the Scenario's average clearance time rests on: "(62 decisions, 1977–2026)". */
export const averageBasis = (average: ReviewTimeAverage) => `(${decisions(average.decisions)}, ${yearSpan(average.first_year, average.last_year)})`;

export const reviewTimeLikelyRange = (from: string, to: string) => `Decision most likely between ${from} and ${to} (p25–p75).`;

export const reviewTimeWideRange = (from: string, to: string) => `Four in five between ${from} and ${to} (p10–p90).`;

export const reviewTimePlannedFor = (planned: string) => `For a submission sent on ${planned}:`;

export const REVIEW_TIME_NO_PLANNED_DATE =
  'No planned submission date was chosen in the review-time forecast, so no decision dates are given: each would be the day the 510(k) is sent plus the days above.';
