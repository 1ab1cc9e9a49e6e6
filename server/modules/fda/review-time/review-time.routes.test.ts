import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { Classification, DATA_MESSAGES } from '../../../../src/api/contracts/data.ts';
import { ReviewTime } from '../../../../src/api/contracts/review-time.ts';
import { importedAppPerFile } from '../../../testing/imported-app-per-file.ts';
import { dataApiCaller, errorOf } from '../testing/data-api.ts';
import { forecastDays, type YearDays } from './review-time-forecast.ts';

const testApp = importedAppPerFile();
const api = dataApiCaller(testApp);

async function reviewTime(code: string): Promise<ReviewTime> {
  return ReviewTime.assert((await api.getOk(`/review-time?product_code=${code}`)).json());
}

const CLEARANCES_OF_CODE_IN_YEARS = (code: string, years: number[]) => sql`
  from fda_devices d left join fda_decision_codes dc on dc.code = d.decision_code
  where d.product_code = ${code} and d.decision_date >= d.date_received and extract(year from d.decision_date)::int = any(${years})
    and d.k_number like 'K%' and coalesce(d.decision_description, dc.description) ilike 'substantially equivalent%'`;

/** percentile_cont over the clearances of the code in the given years, straight from the devices table. */
async function percentilesInSql(code: string, years: number[]) {
  const { rows } = await sql<{ decisions: number; ps: number[] }>`
    select count(*)::int as decisions,
           percentile_cont(array[0.1, 0.25, 0.5, 0.75, 0.9]) within group (order by d.decision_date - d.date_received) as ps
    ${CLEARANCES_OF_CODE_IN_YEARS(code, years)}`.execute(testApp().db);
  return rows[0]!;
}

/** Each year's days from receipt to decision and percentile_cont median, straight from the devices table. */
async function yearsInSql(code: string, years: number[]): Promise<Array<YearDays & { median: number }>> {
  const { rows } = await sql<{ year: number; days: number[]; median: number }>`
    select extract(year from d.decision_date)::int as year, array_agg(d.decision_date - d.date_received) as days,
           percentile_cont(0.5) within group (order by d.decision_date - d.date_received) as median
    ${CLEARANCES_OF_CODE_IN_YEARS(code, years)}
    group by 1 order by 1`.execute(testApp().db);
  return rows;
}

const tenth = (days: number) => Math.round(days * 10) / 10;

describe('GET /review-time', () => {
  it("forecasts HWC from its five newest decision years held, widened by their medians' movement, with the Scenario's average and its years", async () => {
    const answer = await reviewTime('hwc');
    expect(answer.overall.years).toEqual([1988, 1989, 1990, 2020, 2026]);
    const pooled = await percentilesInSql('HWC', answer.overall.years);
    expect(answer.overall.decisions).toBe(pooled.decisions);
    const years = await yearsInSql('HWC', answer.overall.years);
    expect(answer.overall.by_year).toEqual(years.map(({ year, days, median }) => ({ year, decisions: days.length, median: tenth(median) })));

    const { p10, p25, median, p75, p90 } = answer.overall.percentiles!;
    expect([p10, p25, median, p75, p90]).toEqual([0.1, 0.25, 0.5, 0.75, 0.9].map((p) => tenth(forecastDays(years, p))));
    // HWC's yearly medians moved from year to year: the forecast's ranges are wider than the pooled decisions'.
    const [pooled10, pooled25, , pooled75, pooled90] = pooled.ps;
    expect(p25 < pooled25! && p75 > pooled75! && p10 < pooled10! && p90 > pooled90!).toBe(true);

    const scenario = Classification.assert((await api.getOk('/classification/HWC')).json());
    expect(answer.average).toMatchObject({ days: scenario.avgTimeToClearence, first_year: 1977, last_year: 2026 });
    expect(answer.by_type.map((t) => t.type)).toEqual(['Traditional', 'Special']);
    expect(answer.coverage.held).toBe(true);
  });

  it('answers a code without clearances with no forecast, and refuses a malformed code', async () => {
    const answer = await reviewTime('CAG');
    expect(answer).toMatchObject({ overall: { decisions: 0, percentiles: null, few: true, years: [] }, by_type: [], average: null });
    expect(errorOf(await api.get('/review-time?product_code=H1'))).toEqual({ status: 400, message: DATA_MESSAGES.productCodeFormat });
    expect(errorOf(await api.get('/review-time'))).toEqual({ status: 400, message: DATA_MESSAGES.productCodeRequired });
  });
});
