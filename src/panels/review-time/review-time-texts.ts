import type { ReviewTimeAverage } from '../../api/contracts/review-time';

/** Years as a span: "1988–2026", or one year. */
export const yearSpan = (first: number, last: number) => (first === last ? `${first}` : `${first}–${last}`);

const yearList = (years: readonly number[]) => years.join(', ');
const decisions = (count: number) => `${count} decision${count === 1 ? '' : 's'}`;

/** The review-time forecast's texts (issue 27; Clearway's own words, the spec gives none). */
export const REVIEW_TIME_TEXTS = {
  title: 'Review-time forecast',
  loading: 'Loading review times…',
  error: (message: string) => `Could not load review times: ${message}`,
  restsOn: (count: number, years: readonly number[]) =>
    `Days from receipt to decision of ${decisions(count)} cleared in ${yearList(years)} (the newest decision years held for this code).`,
  fewDecisions: (count: number) => `Only ${decisions(count)} held: fewer than 20, so read this forecast with care.`,
  noForecast: (count: number, code: string) =>
    count === 0
      ? `No cleared 510(k) of ${code} with both a receipt and a decision date is held: no forecast.`
      : `Only ${decisions(count)} of ${code} with both dates held: too few to forecast (at least 5 are needed).`,
  notCovered: 'The imported 510(k) files do not cover this product code.',
  percentilesLabel: 'Days from receipt to decision',
  percentileNames: { p10: 'p10', p25: 'p25', median: 'Median', p75: 'p75', p90: 'p90' },
  days: (days: number) => `${days} days`,
  byYearLabel: 'Median days by decision year',
  year: 'Year',
  decisions: 'Decisions',
  median: 'Median days',
  plannedDate: 'Planned submission date',
  decisionDateLabel: 'Decision date',
  likelyRange: (from: string, to: string) => `Decision most likely between ${from} and ${to} (p25–p75).`,
  wideRange: (from: string, to: string) => `Four in five between ${from} and ${to} (p10–p90).`,
  plannedInvalid: 'Enter a date as YYYY-MM-DD.',
  byType: (type: string) => `${type} 510(k)s`,
  byTypeLabel: 'By 510(k) type',
  /** The Scenario's average clearance time, with the decisions and years it rests on. */
  averageYears: (average: ReviewTimeAverage) => `(${decisions(average.decisions)}, ${yearSpan(average.first_year, average.last_year)})`,
} as const;
