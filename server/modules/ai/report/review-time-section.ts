import type { ReportSection } from '../../../../src/api/contracts/ai.ts';
import type { ReviewTime, ReviewTimeDistribution } from '../../../../src/api/contracts/review-time.ts';
import { reviewTimeFewDecisions, reviewTimeNoForecast, reviewTimeRestsOn } from '../../../../src/api/text/review-time.ts';

const NONE = '-';

/** One line of a distribution: what it rests on and its forecast middle half, or why there is no forecast. */
function distributionSentence(distribution: ReviewTimeDistribution, code: string): string {
  const { percentiles, decisions, years, few } = distribution;
  if (percentiles === null) return reviewTimeNoForecast(decisions, code);
  const middle = `Half should take ${percentiles.p25}–${percentiles.p75} days (median ${percentiles.median}; four in five ${percentiles.p10}–${percentiles.p90}).`;
  return [reviewTimeRestsOn(decisions, years), middle, few ? reviewTimeFewDecisions(decisions) : ''].filter(Boolean).join(' ');
}

/** The strategy report's review-time section: the forecast of the code's clearances, by year and by 510(k) type. */
export function reviewTimeSection(reviewTime: ReviewTime): ReportSection {
  const { product_code: code, overall, by_type: byType } = reviewTime;
  const percentiles = overall.percentiles;
  const fields = [
    { label: 'Decisions the forecast rests on', value: `${overall.decisions}` },
    { label: 'Decision years used', value: overall.years.length > 0 ? overall.years.join(', ') : NONE },
    ...(percentiles
      ? (['p10', 'p25', 'median', 'p75', 'p90'] as const).map((key) => ({
          label: `${key === 'median' ? 'Median' : key} days from receipt to decision`,
          value: `${percentiles[key]}`,
        }))
      : []),
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
  return { id: 'review-time', title: 'Review-time forecast', summary: distributionSentence(overall, code), fields, tables };
}
