import type { Coverage, DeviceProblems, MdrTotals, PatientProblems } from '../../../../src/api/contracts/data.ts';
import type { CoveredList } from '../coverage/coverage.ts';
import type { ProblemKind } from '../coverage/record-spans.repository.ts';
import type { YearRange } from '../http/year-range.ts';
import type { FetchedCount } from './openfda-cache.repository.ts';
import { countQueryKey, type CountBucket, type CountQuery } from './openfda-client.ts';
import type { OpenFdaLive } from './openfda-live.ts';

/**
 * The risk aggregates of SPEC.md section 7 from openFDA's count API (docs/data-api.md, "Live openFDA"):
 *
 * - MDRs per year: device/event.json, the code's reports counted by `date_received` (one bucket a day, summed
 *   by year). Asked once per code for all years, so any year range is answered from the same answer.
 * - Device and patient problems: device/event.json, the code's reports received within the years, counted by
 *   `product_problems.exact` and `patient.patient_problems.exact` (top-level and per-patient fields of
 *   openFDA's MAUDE record), up to openFDA's 1000 terms.
 * - Recalls: device/recall.json, the code's recalls posted (`event_date_posted`) within the years, counted by
 *   `product_res_number.exact`: a bucket per recall number (openFDA holds one record per number). The risk
 *   service lists them under the product code's device class and joins FDA's recall class by number from the
 *   imported enforcement reports: device/recall.json carries no class, and device/enforcement.json, which
 *   does, carries no product code to search by.
 *
 * Each answer's Coverage says openFDA answered (`live`, with the fetch time and openFDA's last update), and
 * spans the years asked for through openFDA's last update: openFDA is FDA's whole database, so a zero is a fact.
 */
export type OpenFdaRisk = ReturnType<typeof createOpenFdaRisk>;

const PRODUCT_CODE = /^[A-Z]{3}$/;
/** openFDA's ceiling for the terms of a count. */
const MAX_TERMS = 1000;

const dayRange = ({ fromYear, toYear }: YearRange) => `[${fromYear}0101 TO ${toYear}1231]`;
const reportsOf = (productCode: string) => `device.device_report_product_code:"${productCode}"`;
/** The query of a code's MDRs per day (totalMdrs asks it for all years). */
const mdrCountsQuery = (productCode: string): CountQuery => ({ endpoint: 'device/event.json', search: reportsOf(productCode), count: 'date_received' });

/** The product code whose MDRs per day `query` counts (as totalMdrs asks), or null for any other query. */
export function productCodeOfMdrCounts(query: CountQuery): string | null {
  const code = /^device\.device_report_product_code:"([A-Z]{3})"$/.exec(query.search)?.[1];
  return code !== undefined && countQueryKey(query) === countQueryKey(mdrCountsQuery(code)) ? code : null;
}

const PROBLEM_FIELD: Record<ProblemKind, string> = {
  device: 'product_problems.exact',
  patient: 'patient.patient_problems.exact',
};

/** The years an answer covers: those asked for, through the year of openFDA's last update. */
function liveYears(years: YearRange, lastUpdated: string | null): { firstYear: number; lastYear: number } | null {
  const updatedYear = lastUpdated === null ? Number.NaN : Number(lastUpdated.slice(0, 4));
  const lastYear = Number.isInteger(updatedYear) ? Math.min(years.toYear, updatedYear) : years.toYear;
  return lastYear < years.fromYear ? null : { firstYear: years.fromYear, lastYear };
}

function liveCoverage(query: CountQuery, answer: FetchedCount, years: YearRange): Coverage {
  const span = liveYears(years, answer.lastUpdated);
  return {
    held: true,
    sources: [`openFDA ${query.endpoint} count=${query.count}`],
    firstYear: span?.firstYear ?? null,
    lastYear: span?.lastYear ?? null,
    live: { source: 'openFDA', fetchedAt: answer.fetchedAt, lastUpdated: answer.lastUpdated },
  };
}

/** Terms most counted first (then alphabetically, as the local answers order them); blank terms left out. */
const rankedTerms = (buckets: CountBucket[]) =>
  buckets.filter(({ key }) => key.trim() !== '').sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/**
 * A code's MDRs per year, summed from openFDA's daily buckets once per answer (thousands of days for a common
 * code): the answer is the same object for as long as it is fresh, and every year range reads the same sums.
 */
const yearlyMdrs = new WeakMap<FetchedCount, Map<number, number>>();
function mdrsByYear(answer: FetchedCount): Map<number, number> {
  let byYear = yearlyMdrs.get(answer);
  if (byYear === undefined) {
    byYear = new Map();
    for (const { key, count } of answer.buckets) {
      const year = Number(key.slice(0, 4));
      byYear.set(year, (byYear.get(year) ?? 0) + count);
    }
    yearlyMdrs.set(answer, byYear);
  }
  return byYear;
}

/** A code's recalls from openFDA: each recall number with its records, and how many there are in all. */
export interface LiveRecallNumbers {
  numbers: CountBucket[];
  total: number;
  coverage: Coverage;
}

export function createOpenFdaRisk(live: OpenFdaLive) {
  /** openFDA's answer, or null when it cannot answer (or the code is not one it could be asked about). */
  const ask = (productCode: string, query: CountQuery): Promise<FetchedCount | null> =>
    PRODUCT_CODE.test(productCode) ? live.count(query) : Promise.resolve(null);

  const problems = async (productCode: string, kind: ProblemKind, years: YearRange) => {
    const query: CountQuery = {
      endpoint: 'device/event.json',
      search: `${reportsOf(productCode)} AND date_received:${dayRange(years)}`,
      count: PROBLEM_FIELD[kind],
      limit: MAX_TERMS,
    };
    const answer = await ask(productCode, query);
    return answer && { terms: rankedTerms(answer.buckets), coverage: liveCoverage(query, answer, years) };
  };

  return {
    /**
     * The code's device problems over every year openFDA holds a report of it (the risk card's), asked over the
     * span of its MDR count by day, the answer the MDR chart reads too; no report at all is an empty list.
     */
    async deviceProblemsEver(productCode: string): Promise<{ terms: CountBucket[]; coverage: Coverage } | null> {
      const query = mdrCountsQuery(productCode);
      const counts = await ask(productCode, query);
      if (counts === null) return null;
      const years = [...mdrsByYear(counts).keys()];
      if (years.length === 0) {
        const thisYear = new Date(counts.fetchedAt).getUTCFullYear();
        return { terms: [], coverage: liveCoverage(query, counts, { fromYear: thisYear, toYear: thisYear }) };
      }
      return problems(productCode, 'device', { fromYear: Math.min(...years), toYear: Math.max(...years) });
    },

    async totalMdrs(productCode: string, years: YearRange): Promise<MdrTotals | null> {
      const query = mdrCountsQuery(productCode);
      const answer = await ask(productCode, query);
      if (answer === null) return null;
      const coverage = liveCoverage(query, answer, years);
      const byYear = mdrsByYear(answer);
      const lineChart: MdrTotals['line_chart'] = [];
      if (coverage.firstYear !== null && coverage.lastYear !== null) {
        for (let year = coverage.firstYear; year <= coverage.lastYear; year++) lineChart.push({ year, count: byYear.get(year) ?? 0 });
      }
      return { line_chart: lineChart, total_count: lineChart.reduce((sum, { count }) => sum + count, 0), coverage };
    },

    /**
     * The code's recalls posted within the years, counted by recall number (one openFDA recall record each):
     * the numbers let the caller join FDA's recall class from the imported enforcement reports. openFDA lists
     * 1000 terms at most, so a code with more asks for its total as well.
     */
    async recallNumbers(productCode: string, years: YearRange): Promise<LiveRecallNumbers | null> {
      const search = `product_code:"${productCode}" AND event_date_posted:${dayRange(years)}`;
      const query: CountQuery = { endpoint: 'device/recall.json', search, count: 'product_res_number.exact', limit: MAX_TERMS };
      const answer = await ask(productCode, query);
      if (answer === null) return null;
      const listed = answer.buckets.reduce((sum, bucket) => sum + bucket.count, 0);
      let total = listed;
      if (answer.buckets.length >= MAX_TERMS) {
        const totals = await ask(productCode, { endpoint: 'device/recall.json', search, count: 'product_code' });
        total = Math.max(listed, totals?.buckets.find(({ key }) => key === productCode)?.count ?? 0);
      }
      return { numbers: answer.buckets, total, coverage: liveCoverage(query, answer, years) };
    },

    async topDeviceProblems(productCode: string, years: YearRange): Promise<CoveredList<DeviceProblems> | null> {
      const answer = await problems(productCode, 'device', years);
      return answer && { list: answer.terms.map(({ key, count }) => ({ device_problem: key, count })), coverage: answer.coverage };
    },

    async topPatientProblems(productCode: string, years: YearRange): Promise<CoveredList<PatientProblems> | null> {
      const answer = await problems(productCode, 'patient', years);
      return answer && { list: answer.terms.map(({ key, count }) => ({ patient_problem: key, count })), coverage: answer.coverage };
    },
  };
}
