import type { ReportSection } from '../../../../src/api/contracts/ai.ts';
import type { ReviewTime, ReviewTimeDistribution, ReviewTimePercentiles } from '../../../../src/api/contracts/review-time.ts';
import { decisionDates } from '../../../../src/api/text/decision-dates.ts';
import {
  REVIEW_TIME_NO_PLANNED_DATE,
  reviewTimeFewDecisions,
  reviewTimeLikelyRange,
  reviewTimeNoForecast,
  reviewTimePlannedFor,
  reviewTimeRestsOn,
  reviewTimeWideRange,
} from '../../../../src/api/text/review-time.ts';

const NONE = '-';

/** One line of a distribution: what it rests on and its forecast middle half, or why there is no forecast. */
function distributionSentence(distribution: ReviewTimeDistribution, code: string): string {
  const { percentiles, decisions, years, few } = distribution;
  if (percentiles === null) return reviewTimeNoForecast(decisions, code);
  const middle = `Half should take ${percentiles.p25}–${percentiles.p75} days (median ${percentiles.median}; four in five ${percentiles.p10}–${percentiles.p90}).`;
  return [reviewTimeRestsOn(decisions, years), middle, few ? reviewTimeFewDecisions(decisions) : ''].filter(Boolean).join(' ');
}

const PERCENTILES = ['p10', 'p25', 'median', 'p75', 'p90'] as const;
const percentileName = (key: (typeof PERCENTILES)[number]) => (key === 'median' ? 'Median' : key);

/**
 * What the forecast says of the submission the user plans: the decision date range for the day chosen in the
 * review-time forecast, or plainly that none was chosen. Nothing without a forecast.
 */
function plannedSubmission(percentiles: ReviewTimePercentiles | null, planned: string | null): { sentence: string; fields: ReportSection['fields'] } {
  if (percentiles === null) return { sentence: '', fields: [] };
  const dates = planned === null ? null : decisionDates(planned, percentiles);
  if (planned === null || dates === null) return { sentence: REVIEW_TIME_NO_PLANNED_DATE, fields: [{ label: 'Planned submission date', value: 'Not chosen' }] };
  return {
    sentence: `${reviewTimePlannedFor(planned)} ${reviewTimeLikelyRange(dates.p25, dates.p75)} ${reviewTimeWideRange(dates.p10, dates.p90)}`,
    fields: [
      { label: 'Planned submission date', value: planned },
      ...PERCENTILES.map((key) => ({ label: `${percentileName(key)} decision date`, value: dates[key] })),
    ],
  };
}

/**
 * The strategy report's review-time section: the forecast of the code's clearances, by year and by 510(k) type,
 * and the decision dates of a submission sent on the day the user plans (`planned`, YYYY-MM-DD, or none chosen).
 */
export function reviewTimeSection(reviewTime: ReviewTime, planned: string | null): ReportSection {
  const { product_code: code, overall, by_type: byType } = reviewTime;
  const percentiles = overall.percentiles;
  const forPlanned = plannedSubmission(percentiles, planned);
  const fields = [
    { label: 'Decisions the forecast rests on', value: `${overall.decisions}` },
    { label: 'Decision years used', value: overall.years.length > 0 ? overall.years.join(', ') : NONE },
    ...(percentiles
      ? PERCENTILES.map((key) => ({
          label: `${percentileName(key)} days from receipt to decision`,
          value: `${percentiles[key]}`,
        }))
      : []),
    ...forPlanned.fields,
  ];
  const tables: ReportSection['tables'] = [];
  if (overall.by_year.length > 0) {
    tables.push({
      title: 'Median days from receipt to decision, by decision year',
      columns: ['Year', 'Decisions', 'Median days'],
      rows: overall.by_year.map(({ year, decisions, median }) => [`${year}`, `${decisions}`, `${median}`]),
    });
  }
  if (byType.length > 0) {
    tables.push({
      title: 'By 510(k) type, each over its own newest years',
      columns: ['Type', 'Decisions', 'Years', 'p25 days', 'Median days', 'p75 days'],
      rows: byType.map(({ type, decisions, years, percentiles: p }) => [
        type,
        `${decisions}`,
        years.join(', '),
        p ? `${p.p25}` : NONE,
        p ? `${p.median}` : NONE,
        p ? `${p.p75}` : NONE,
      ]),
    });
  }
  const summary = [distributionSentence(overall, code), forPlanned.sentence].filter(Boolean).join(' ');
  return { id: 'review-time', title: 'Review-time forecast', summary, fields, tables };
}
