import { use$ } from '@legendapp/state/react';
import { useId } from 'react';
import type { ReviewTime, ReviewTimeDistribution, ReviewTimePercentiles } from '../../api/contracts/review-time';
import { LoadStateNote } from '../LoadStateNote';
import { plannedSubmission$ } from './planned-submission';
import { decisionDates, localToday } from '../../api/text/decision-dates';
import { REVIEW_TIME_TEXTS as TEXT } from './review-time-texts';
import { useReviewTime } from './use-review-time';
import './review-time.css';

const PERCENTILES = Object.keys(TEXT.percentileNames) as (keyof ReviewTimePercentiles)[];

function PercentileTable({ percentiles, planned, caption }: { percentiles: ReviewTimePercentiles; planned: string; caption: string }) {
  const dates = decisionDates(planned, percentiles);
  return (
    <>
      <table className="cw-review-time-table">
        <caption className="cw-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td />
            {PERCENTILES.map((key) => (
              <th key={key} scope="col">
                {TEXT.percentileNames[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{TEXT.percentilesLabel}</th>
            {PERCENTILES.map((key) => (
              <td key={key}>{TEXT.days(percentiles[key])}</td>
            ))}
          </tr>
          {dates ? (
            <tr>
              <th scope="row">{TEXT.decisionDateLabel}</th>
              {PERCENTILES.map((key) => (
                <td key={key}>{dates[key]}</td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
      {dates ? (
        <p>
          {TEXT.likelyRange(dates.p25, dates.p75)} {TEXT.wideRange(dates.p10, dates.p90)}
        </p>
      ) : null}
    </>
  );
}

function Distribution({ distribution, code, planned, caption }: { distribution: ReviewTimeDistribution; code: string; planned: string; caption: string }) {
  const { decisions, years, percentiles, few } = distribution;
  if (percentiles === null) return <p className="cw-review-time-none">{TEXT.noForecast(decisions, code)}</p>;
  return (
    <>
      <p>{TEXT.restsOn(decisions, years)}</p>
      {few ? (
        <p className="cw-review-time-few" role="note">
          {TEXT.fewDecisions(decisions)}
        </p>
      ) : null}
      <PercentileTable percentiles={percentiles} planned={planned} caption={caption} />
    </>
  );
}

function MediansByYear({ distribution }: { distribution: ReviewTimeDistribution }) {
  if (distribution.by_year.length === 0) return null;
  return (
    <table className="cw-review-time-table">
      <caption>{TEXT.byYearLabel}</caption>
      <thead>
        <tr>
          <th scope="col">{TEXT.year}</th>
          <th scope="col">{TEXT.decisions}</th>
          <th scope="col">{TEXT.median}</th>
        </tr>
      </thead>
      <tbody>
        {distribution.by_year.map(({ year, decisions, median }) => (
          <tr key={year}>
            <th scope="row">{year}</th>
            <td>{decisions}</td>
            <td>{median}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A code's review-time forecast: percentiles of days from receipt to decision over its newest years held, the
 * decisions they rest on, the median by year, Traditional and Special apart, and the decision dates for a
 * submission sent on the day the user plans (today until they choose one, kept per code for the report).
 */
export function ReviewTimeForecastBody({ reviewTime, today = localToday() }: { reviewTime: ReviewTime; today?: string }) {
  const { product_code: code, overall, by_type: byType, coverage } = reviewTime;
  const planned = use$(() => plannedSubmission$.byProductCode[code]!.get()) ?? today;
  const setPlanned = (day: string) => plannedSubmission$.byProductCode[code]!.set(day);
  const inputId = useId();
  return (
    <div className="cw-review-time" role="group" aria-label={TEXT.title}>
      {coverage.held ? null : <p className="cw-muted">{TEXT.notCovered}</p>}
      {overall.percentiles ? (
        <p className="cw-review-time-planned">
          <label htmlFor={inputId}>{TEXT.plannedDate}</label>{' '}
          <input id={inputId} type="date" value={planned} onChange={(event) => setPlanned(event.target.value)} />
          {decisionDates(planned, overall.percentiles) ? null : <span role="alert"> {TEXT.plannedInvalid}</span>}
        </p>
      ) : null}
      <Distribution distribution={overall} code={code} planned={planned} caption={TEXT.title} />
      <MediansByYear distribution={overall} />
      {byType.length > 0 ? (
        <div role="group" aria-label={TEXT.byTypeLabel}>
          {byType.map((distribution) => (
            <section key={distribution.type} aria-label={TEXT.byType(distribution.type)}>
              <h5>{TEXT.byType(distribution.type)}</h5>
              <Distribution distribution={distribution} code={code} planned={planned} caption={TEXT.byType(distribution.type)} />
            </section>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The review-time forecast of a product code, loaded from the data service. */
export function ReviewTimeForecast({ productCode }: { productCode: string }) {
  const state = useReviewTime(productCode.trim().toUpperCase());
  if (state.status !== 'loaded') return <LoadStateNote state={state} loading={TEXT.loading} error={TEXT.error} />;
  return <ReviewTimeForecastBody reviewTime={state.data} />;
}

/** The years (and decisions) the Scenario's average clearance time rests on, once loaded; nothing before. */
export function AverageClearanceYears({ productCode }: { productCode: string }) {
  const state = useReviewTime(productCode.trim().toUpperCase());
  if (state.status !== 'loaded' || state.data.average === null) return null;
  return <span className="cw-muted"> {TEXT.averageYears(state.data.average)}</span>;
}
