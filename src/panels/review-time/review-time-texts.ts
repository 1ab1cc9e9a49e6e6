import {
  averageBasis,
  reviewTimeFewDecisions,
  reviewTimeLikelyRange,
  reviewTimeNoForecast,
  reviewTimeRestsOn,
  reviewTimeWideRange,
} from '../../api/text/review-time';

/** The review-time forecast's texts (issue 27; Clearway's own words, the spec gives none). */
export const REVIEW_TIME_TEXTS = {
  title: 'Review-time forecast',
  loading: 'Loading review times…',
  error: (message: string) => `Could not load review times: ${message}`,
  restsOn: reviewTimeRestsOn,
  fewDecisions: reviewTimeFewDecisions,
  noForecast: reviewTimeNoForecast,
  notCovered: 'The imported 510(k) files do not cover this product code.',
  percentilesLabel: 'Forecast days from receipt to decision',
  percentileNames: { p10: 'p10', p25: 'p25', median: 'Median', p75: 'p75', p90: 'p90' },
  days: (days: number) => `${days} days`,
  byYearLabel: 'Median days by decision year',
  year: 'Year',
  decisions: 'Decisions',
  median: 'Median days',
  plannedDate: 'Planned submission date',
  decisionDateLabel: 'Decision date',
  likelyRange: reviewTimeLikelyRange,
  wideRange: reviewTimeWideRange,
  plannedInvalid: 'Enter a date as YYYY-MM-DD.',
  byType: (type: string) => `${type} 510(k)s`,
  byTypeLabel: 'By 510(k) type',
  /** The Scenario's average clearance time, with the decisions and years it rests on. */
  averageYears: averageBasis,
} as const;
