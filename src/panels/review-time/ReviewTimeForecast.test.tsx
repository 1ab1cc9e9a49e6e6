import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { averageOf, distributionOf, distributionsByType } from '../../../server/modules/fda/review-time/review-time';
import type { ReviewDays } from '../../../server/modules/fda/review-time/review-time.repository';
import { clearanceDecision, pmnRecordsOf } from '../../../server/modules/fda/testing/raw-fda-facts';
import { isoDay } from '../../../server/modules/fda/testing/raw-fda-records';
import type { ReviewTime } from '../../api/contracts/review-time';
import { dayAfter } from './decision-dates';
import { ReviewTimeForecastBody } from './ReviewTimeForecast';
import { REVIEW_TIME_TEXTS as TEXT } from './review-time-texts';

/** HWC's clearances of FDA's 1986-1990 pmn file, as the repository reads them. */
function hwcReviews(): ReviewDays[] {
  const cleared = clearanceDecision();
  return pmnRecordsOf('510k/pmn8690.txt')
    .filter((record) => record.PRODUCTCODE === 'HWC' && cleared(record.DECISION!))
    .map((record) => {
      const [received, decided] = [isoDay(record.DATERECEIVED), isoDay(record.DECISIONDATE)].map((day) => Date.parse(`${day}T00:00:00Z`));
      return { year: Number(isoDay(record.DECISIONDATE)!.slice(0, 4)), days: (decided! - received!) / 86_400_000, type: record.TYPE ?? null };
    });
}

function reviewTimeOf(reviews: ReviewDays[]): ReviewTime {
  return {
    product_code: 'HWC',
    overall: distributionOf(reviews),
    by_type: distributionsByType(reviews),
    average: averageOf(reviews),
    coverage: { held: true, sources: ['510k/pmn8690.txt'], firstYear: 1986, lastYear: 1990 },
  };
}

const cellsOf = (table: HTMLElement, row: string) =>
  within(within(table).getByRole('rowheader', { name: row }).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);

describe('the review-time forecast', () => {
  it('gives the percentiles, the years and decisions they rest on, the median by year, and the decision dates of the planned day', () => {
    const reviewTime = reviewTimeOf(hwcReviews());
    const { percentiles, decisions, years } = reviewTime.overall;
    expect(decisions).toBeGreaterThanOrEqual(20);
    render(<ReviewTimeForecastBody reviewTime={reviewTime} today="2027-01-15" />);

    // Every 1986-1990 clearance is Traditional: the type's forecast says the same as the code's.
    expect(screen.getAllByText(TEXT.restsOn(decisions, years))).toHaveLength(2);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: TEXT.title });
    expect(cellsOf(table, TEXT.percentilesLabel)).toEqual([percentiles!.p10, percentiles!.p25, percentiles!.median, percentiles!.p75, percentiles!.p90].map(TEXT.days));
    expect(cellsOf(table, TEXT.decisionDateLabel)[2]).toBe(dayAfter('2027-01-15', percentiles!.median));

    fireEvent.change(screen.getByLabelText(TEXT.plannedDate), { target: { value: '2027-03-01' } });
    const likely = TEXT.likelyRange(dayAfter('2027-03-01', percentiles!.p25)!, dayAfter('2027-03-01', percentiles!.p75)!);
    expect(screen.getAllByText(likely, { exact: false })).toHaveLength(2);

    const byYear = screen.getByRole('table', { name: TEXT.byYearLabel });
    expect(within(byYear).getAllByRole('rowheader').map((cell) => Number(cell.textContent))).toEqual(years);
    expect(within(screen.getByRole('region', { name: TEXT.byType('Traditional') })).getByText(TEXT.restsOn(decisions, years))).toBeInTheDocument();
  });

  it('says plainly when the forecast rests on fewer than 20 decisions (one year held)', () => {
    const oneYear = hwcReviews().filter((review) => review.year === 1990);
    expect(oneYear.length).toBeGreaterThanOrEqual(5);
    expect(oneYear.length).toBeLessThan(20);
    render(<ReviewTimeForecastBody reviewTime={reviewTimeOf(oneYear)} today="2027-01-15" />);
    expect(screen.getAllByRole('note')[0]).toHaveTextContent(TEXT.fewDecisions(oneYear.length));
    expect(screen.getByRole('table', { name: TEXT.byYearLabel })).toHaveTextContent('1990');
  });

  it('makes no forecast from 4 decisions, and offers no planned date', () => {
    render(<ReviewTimeForecastBody reviewTime={reviewTimeOf(hwcReviews().slice(0, 4))} today="2027-01-15" />);
    expect(screen.getAllByText(TEXT.noForecast(4, 'HWC'))).not.toHaveLength(0);
    expect(screen.queryByLabelText(TEXT.plannedDate)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: TEXT.title })).not.toBeInTheDocument();
  });
});
