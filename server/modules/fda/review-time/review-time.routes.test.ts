import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { Classification, DATA_MESSAGES } from '../../../../src/api/contracts/data.ts';
import { ReviewTime } from '../../../../src/api/contracts/review-time.ts';
import { importedAppPerFile } from '../../../testing/imported-app-per-file.ts';
import { dataApiCaller, errorOf } from '../testing/data-api.ts';

const testApp = importedAppPerFile();
const api = dataApiCaller(testApp);

async function reviewTime(code: string): Promise<ReviewTime> {
  return ReviewTime.assert((await api.getOk(`/review-time?product_code=${code}`)).json());
}

/** percentile_cont over the clearances of the code in the given years, straight from the devices table. */
async function percentilesInSql(code: string, years: number[]) {
  const { rows } = await sql<Record<string, number>>`
    select count(*)::int as decisions,
           percentile_cont(array[0.1, 0.25, 0.5, 0.75, 0.9]) within group (order by d.decision_date - d.date_received) as ps
    from fda_devices d left join fda_decision_codes dc on dc.code = d.decision_code
    where d.product_code = ${code} and d.decision_date >= d.date_received and extract(year from d.decision_date)::int = any(${years})
      and d.k_number like 'K%' and coalesce(d.decision_description, dc.description) ilike 'substantially equivalent%'`.execute(testApp().db);
  return rows[0]!;
}

describe('GET /review-time', () => {
  it("forecasts HWC from its five newest decision years held, as percentile_cont gives, with the Scenario's average and its years", async () => {
    const answer = await reviewTime('hwc');
    expect(answer.overall.years).toEqual([1988, 1989, 1990, 2020, 2026]);
    const expected = await percentilesInSql('HWC', answer.overall.years);
    expect(answer.overall.decisions).toBe(expected.decisions);
    const { p10, p25, median, p75, p90 } = answer.overall.percentiles!;
    expect([p10, p25, median, p75, p90]).toEqual((expected.ps as unknown as number[]).map((p) => Math.round(p * 10) / 10));
    expect(answer.overall.by_year.reduce((sum, year) => sum + year.decisions, 0)).toBe(expected.decisions);

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
