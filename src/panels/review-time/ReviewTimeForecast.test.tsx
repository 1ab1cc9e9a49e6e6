import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { averageOf, distributionOf, distributionsByType } from '../../../server/modules/fda/review-time/review-time';
import type { ReviewDays } from '../../../server/modules/fda/review-time/review-time.repository';
import { rawReviewDaysByCode } from '../../../server/modules/fda/testing/raw-review-days';
import type { ReviewTime } from '../../api/contracts/review-time';
import { dayAfter } from '../../api/text/decision-dates';
import { reportRequest } from '../../plugins/finalize/report/report-request';
import { plannedSubmission$ } from './planned-submission';
import { ReviewTimeForecastBody } from './ReviewTimeForecast';
import { REVIEW_TIME_TEXTS as TEXT } from './review-time-texts';

/** HWC's clearances in FDA's pmn files, read apart from the importer: 1977-1990 and two monthly files, Traditional and Special. */
const HWC: ReviewDays[] = rawReviewDaysByCode().get('HWC')!;

function reviewTimeOf(reviews: ReviewDays[]): ReviewTime {
  return {
    product_code: 'HWC',
    overall: distributionOf(reviews),
    by_type: distributionsByType(reviews),
    average: averageOf(reviews),
    coverage: { held: true, sources: ['510k/pmn*.txt'], firstYear: 1977, lastYear: 2026 },
  };
}

const cellsOf = (table: HTMLElement, row: string) =>
  within(within(table).getByRole('rowheader', { name: row }).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);

describe('the review-time forecast', () => {
  it('gives the percentiles, the years and decisions they rest on, the median by year, and the decision dates of the planned day', () => {
    const reviewTime = reviewTimeOf(HWC);
    const { percentiles, decisions, years } = reviewTime.overall;
    expect(decisions).toBeGreaterThanOrEqual(20);
    render(<ReviewTimeForecastBody reviewTime={reviewTime} today="2027-01-15" />);

    expect(screen.getByText(TEXT.restsOn(decisions, years))).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: TEXT.title });
    expect(cellsOf(table, TEXT.percentilesLabel)).toEqual([percentiles!.p10, percentiles!.p25, percentiles!.median, percentiles!.p75, percentiles!.p90].map(TEXT.days));
    expect(cellsOf(table, TEXT.decisionDateLabel)[2]).toBe(dayAfter('2027-01-15', percentiles!.median));

    fireEvent.change(screen.getByLabelText(TEXT.plannedDate), { target: { value: '2027-03-01' } });
    const likely = TEXT.likelyRange(dayAfter('2027-03-01', percentiles!.p25)!, dayAfter('2027-03-01', percentiles!.p75)!);
    expect(screen.getAllByText(likely, { exact: false })[0]).toBeInTheDocument();

    const byYear = screen.getByRole('table', { name: TEXT.byYearLabel });
    expect(within(byYear).getAllByRole('rowheader').map((cell) => Number(cell.textContent))).toEqual(years);
    // Traditional over its own newest years; HWC's few Special 510(k)s are too few to forecast from.
    const traditional = reviewTime.by_type.find((type) => type.type === 'Traditional')!;
    expect(within(screen.getByRole('region', { name: TEXT.byType('Traditional') })).getByText(TEXT.restsOn(traditional.decisions, traditional.years))).toBeInTheDocument();
    const special = reviewTime.by_type.find((type) => type.type === 'Special')!;
    expect(special.percentiles).toBeNull();
    expect(within(screen.getByRole('region', { name: TEXT.byType('Special') })).getByText(TEXT.noForecast(special.decisions, 'HWC'))).toBeInTheDocument();
  });

  it('says plainly when the forecast rests on fewer than 20 decisions, and on one year whose movement is unknown', () => {
    const oneYear = HWC.filter((review) => review.year === 1990);
    expect(oneYear.length).toBeGreaterThanOrEqual(5);
    expect(oneYear.length).toBeLessThan(20);
    render(<ReviewTimeForecastBody reviewTime={reviewTimeOf(oneYear)} today="2027-01-15" />);
    expect(screen.getAllByRole('note')[0]).toHaveTextContent(TEXT.fewDecisions(oneYear.length));
    // 1990's decisions are all of one 510(k) type, whose own forecast repeats the line; the overall one comes first.
    expect(screen.getAllByText(TEXT.restsOn(oneYear.length, [1990]))[0]).toHaveTextContent('may be too narrow');
    expect(screen.getByRole('table', { name: TEXT.byYearLabel })).toHaveTextContent('1990');
  });

  it("keeps the chosen day per code, and the strategy report's request carries it (none before it is chosen)", () => {
    const profile = { role: '', device_name: 'Hook', description: 'A hook.', intended_use: 'For surgery.', key_specifications: '', functionality: '', references: '', attachments: [], finalized: true };
    plannedSubmission$.byProductCode.set({});
    expect(reportRequest(profile, 'HWC')).not.toHaveProperty('planned_submission');
    const { unmount } = render(<ReviewTimeForecastBody reviewTime={reviewTimeOf(HWC)} today="2027-01-15" />);
    fireEvent.change(screen.getByLabelText(TEXT.plannedDate), { target: { value: '2027-04-12' } });
    expect(plannedSubmission$.byProductCode.HWC!.get()).toBe('2027-04-12');
    expect(reportRequest(profile, 'HWC').planned_submission).toBe('2027-04-12');
    expect(reportRequest(profile, 'DQA')).not.toHaveProperty('planned_submission');

    unmount();
    render(<ReviewTimeForecastBody reviewTime={reviewTimeOf(HWC)} today="2027-01-15" />);
    expect(screen.getByLabelText(TEXT.plannedDate)).toHaveValue('2027-04-12');
    fireEvent.change(screen.getByLabelText(TEXT.plannedDate), { target: { value: '' } });
    expect(reportRequest(profile, 'HWC')).not.toHaveProperty('planned_submission');
  });

  it('makes no forecast from 4 decisions, and offers no planned date', () => {
    render(<ReviewTimeForecastBody reviewTime={reviewTimeOf(HWC.slice(0, 4))} today="2027-01-15" />);
    expect(screen.getAllByText(TEXT.noForecast(4, 'HWC'))).not.toHaveLength(0);
    expect(screen.queryByLabelText(TEXT.plannedDate)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: TEXT.title })).not.toBeInTheDocument();
  });
});
