import type { Coverage } from '../../api/contracts/data';
import type { dataApi, YearRange } from '../../api/data';
import type { RiskData } from './store';

/** SPEC section 9: the pause between two risk data fetches. */
export const RISK_FETCH_PAUSE_MS = 200;

export type RiskDataApi = Pick<ReturnType<typeof dataApi>, 'totalRecalls' | 'totalMdrs' | 'topDeviceProblems' | 'topPatientProblems'>;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A fetch whose failure becomes the empty default, with the failure's message kept. */
async function tolerated<T>(fetch: () => Promise<{ value: T; coverage: Coverage | null }>, empty: T) {
  try {
    const { value, coverage } = await fetch();
    return { value, coverage, error: null };
  } catch (error) {
    return { value: empty, coverage: null, error: messageOf(error) };
  }
}

/**
 * SPEC section 4, risk analysis: total recalls, total MDRs, top device problems and top patient problems,
 * one after another with 200 ms pauses (the data client sends the product code lower-cased). Each failure
 * is tolerated with an empty default.
 */
export async function fetchRiskData(data: RiskDataApi, productCode: string, years: YearRange, wait = pause): Promise<RiskData> {
  const totalRecalls = await tolerated(async () => {
    const { items, coverage } = await data.totalRecalls(productCode, years);
    return { value: items, coverage };
  }, []);
  await wait(RISK_FETCH_PAUSE_MS);
  const totalMdrs = await tolerated(
    async () => {
      const { total_count, line_chart, coverage } = await data.totalMdrs(productCode, years);
      return { value: { total_count, line_chart }, coverage };
    },
    { total_count: 0, line_chart: [] },
  );
  await wait(RISK_FETCH_PAUSE_MS);
  const topDeviceProblems = await tolerated(async () => {
    const { items, coverage } = await data.topDeviceProblems(productCode, years);
    return { value: items, coverage };
  }, []);
  await wait(RISK_FETCH_PAUSE_MS);
  const topPatientProblems = await tolerated(async () => {
    const { items, coverage } = await data.topPatientProblems(productCode, years);
    return { value: items, coverage };
  }, []);
  return { totalRecalls, totalMdrs, topDeviceProblems, topPatientProblems };
}
