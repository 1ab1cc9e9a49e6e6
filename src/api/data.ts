import { type, type Type } from 'arktype';
import type { ConfiguredMiddleware } from 'wretch';
import { ApiError, AppError } from '../app/errors/errors';
import type { ApiClient, ApiClients } from './clients';
import {
  Classification,
  Coverage,
  DATA_COVERAGE_HEADER,
  DATA_MESSAGES,
  DeviceProblems,
  DeviceHits,
  DeviceLineage,
  DeviceRelationships,
  DeviceRow,
  DeviceRows,
  KNumberHits,
  LATEST_DEVICES_DEFAULT_LIMIT,
  MdrReportsPage,
  MdrTotals,
  PatientProblems,
  ProblemTerms,
  ProductCodeHits,
  RecallsByClass,
  RecallsPage,
  RISK_FIRST_YEAR,
  RiskSnapshot,
  SignedUrl,
  type ProblemKind,
  type RiskApiName,
} from './contracts/data';
import { ERROR_CODES } from './contracts/error-codes';
import { ReviewTime } from './contracts/review-time';
import { getJson, postJson, type QueryValue } from './json';

/** A list answer with the Coverage its x-data-coverage header carried (null when the header was absent). */
export interface Covered<T> {
  items: T;
  coverage: Coverage | null;
}

/** The year range of the risk screens; a missing end means the default (2002, the current year). */
export interface YearRange {
  startYear?: number | null;
  endYear?: number | null;
}

/**
 * SPEC section 5: the years clamped to 2002 through the current year (a missing year is that end of the
 * range); a start after the end is brought back to it.
 */
export function clampRiskYears({ startYear, endYear }: YearRange, currentYear = new Date().getFullYear()): { startYear: number; endYear: number } {
  const clamp = (year: number) => Math.min(Math.max(Math.round(year), RISK_FIRST_YEAR), currentYear);
  const end = clamp(endYear ?? currentYear);
  return { startYear: Math.min(clamp(startYear ?? RISK_FIRST_YEAR), end), endYear: end };
}

/**
 * SPEC section 5: the range is clamped to 2002 through the current year; the default range sends no dates,
 * any other sends both years as YYYY-01-01 (end_date names the last year included).
 */
export function riskDateQuery(years: YearRange, currentYear = new Date().getFullYear()): Record<string, string> {
  const { startYear: start, endYear: end } = clampRiskYears(years, currentYear);
  if (start === RISK_FIRST_YEAR && end === currentYear) return {};
  return { start_date: `${start}-01-01`, end_date: `${end}-01-01` };
}

/** The query of a risk aggregate: a product code is needed, sent lower-cased, and the dates (SPEC section 5). */
function riskQuery(api: RiskApiName, productCode: string | null | undefined, years: YearRange): Record<string, string> {
  const code = productCode?.trim().toLowerCase() ?? '';
  if (code === '') throw new AppError(DATA_MESSAGES.riskProductCodeRequired(api), { code: 'VALIDATION_ERROR', status: 400 });
  return { product_code: code, ...riskDateQuery(years) };
}

function parseCoverage(header: string | null): Coverage | null {
  if (header === null) return null;
  try {
    const coverage = Coverage(JSON.parse(header));
    return coverage instanceof type.errors ? null : coverage;
  } catch {
    return null;
  }
}

/** GET a list endpoint, keeping the coverage header of the (last) response. */
async function getCovered<C extends Type>(
  data: ApiClient,
  path: string,
  contract: C,
  query: Record<string, QueryValue>,
): Promise<Covered<C['infer']>> {
  let header: string | null = null;
  const keepCoverage: ConfiguredMiddleware = (next) => async (url, options) => {
    const response = await next(url, options);
    header = response.headers.get(DATA_COVERAGE_HEADER);
    return response;
  };
  const items = await getJson(data.middlewares([keepCoverage]), path, contract, { query });
  return { items, coverage: parseCoverage(header) };
}

/** Which page of a list behind a risk figure (server defaults: page 1, 25 a page). */
export interface RiskPageOptions {
  page?: number;
  pageSize?: number;
}

/** The MDR reports behind a figure: all the code's reports, or those naming one problem of one kind. */
export interface MdrReportsOptions extends RiskPageOptions {
  problem?: { kind: ProblemKind; term: string };
}

const pageQuery = ({ page, pageSize }: RiskPageOptions) => ({ page, page_size: pageSize });

const segment = (value: string) => encodeURIComponent(value.trim());

const ClassificationAnswer = Classification.or(Classification.array());

/** The data service calls of SPEC section 7 (DATA), typed by the contracts the server answers with. */
export function dataApi({ data }: Pick<ApiClients, 'data'>) {
  return {
    /** SPEC section 7: a data service may answer a list of classifications; the first is used. */
    classification: async (productCode: string): Promise<Classification> => {
      const answer = await getJson(data, `/classification/${segment(productCode).toUpperCase()}`, ClassificationAnswer);
      if (!Array.isArray(answer)) return answer;
      const [first] = answer;
      if (first) return first;
      throw new ApiError(DATA_MESSAGES.noScenario(productCode.trim().toUpperCase()), { code: ERROR_CODES.notFound, status: 404 });
    },

    device: (kNumber: string): Promise<DeviceRow> => getJson(data, `/device/${segment(kNumber).toUpperCase()}`, DeviceRow),

    latestDevices: (productCode: string, limit = LATEST_DEVICES_DEFAULT_LIMIT): Promise<Covered<DeviceRows>> =>
      getCovered(data, `/device/latest/${segment(productCode).toUpperCase()}`, DeviceRows, { limit }),

    relationships: (kNumber: string): Promise<DeviceRelationships> =>
      getJson(data, `/device/${segment(kNumber).toUpperCase()}/relationships`, DeviceRelationships),

    /** The device and its ancestors, `depth` generations back (server default when absent). */
    lineage: (kNumber: string, depth?: number): Promise<DeviceLineage> =>
      getJson(data, `/device/${segment(kNumber).toUpperCase()}/lineage`, DeviceLineage, { query: { depth } }),

    riskSnapshot: ({ productCode, kNumber, limit }: { productCode?: string; kNumber?: string; limit?: number }): Promise<RiskSnapshot> =>
      getJson(data, '/risk/snapshot', RiskSnapshot, {
        query: { product_code: productCode?.trim().toLowerCase(), k_number: kNumber?.trim(), limit },
      }),

    totalRecalls: async (productCode: string, years: YearRange = {}): Promise<Covered<RecallsByClass>> =>
      getCovered(data, '/risk/total-recalls', RecallsByClass, riskQuery('total recalls', productCode, years)),

    totalMdrs: async (productCode: string, years: YearRange = {}): Promise<MdrTotals> =>
      getJson(data, '/risk/total-mdrs', MdrTotals, { query: riskQuery('total MDRs', productCode, years) }),

    topDeviceProblems: async (productCode: string, years: YearRange = {}): Promise<Covered<DeviceProblems>> =>
      getCovered(data, '/risk/top-device-problems', DeviceProblems, riskQuery('top device problems', productCode, years)),

    topPatientProblems: async (productCode: string, years: YearRange = {}): Promise<Covered<PatientProblems>> =>
      getCovered(data, '/risk/top-patient-problems', PatientProblems, riskQuery('top patient problems', productCode, years)),

    /** The MAUDE reports behind /risk/total-mdrs (or behind a problem's count), newest first, a page at a time. */
    mdrReports: async (productCode: string, years: YearRange = {}, { problem, ...page }: MdrReportsOptions = {}): Promise<MdrReportsPage> =>
      getJson(data, '/risk/reports', MdrReportsPage, {
        query: { ...riskQuery('MDR reports', productCode, years), problem: problem?.term, kind: problem?.kind, ...pageQuery(page) },
      }),

    /** The recalls behind /risk/total-recalls, newest first, a page at a time. */
    recalls: async (productCode: string, years: YearRange = {}, page: RiskPageOptions = {}): Promise<RecallsPage> =>
      getJson(data, '/risk/recalls', RecallsPage, { query: { ...riskQuery('recalls', productCode, years), ...pageQuery(page) } }),

    /** The IMDRF/FDA code and definition of each problem term (nulls for a term the tables do not hold), in the order given. */
    problemTerms: (kind: ProblemKind, terms: readonly string[]): Promise<ProblemTerms> =>
      getJson(data, '/risk/problem-terms', ProblemTerms, { query: { kind, term: terms } }),

    /** Days from receipt to decision of the code's clearances: percentiles, the years used, per-year medians (issue 27). */
    reviewTime: (productCode: string): Promise<ReviewTime> =>
      getJson(data, '/review-time', ReviewTime, { query: { product_code: productCode.trim().toUpperCase() } }),

    signedUrl: (source: string): Promise<SignedUrl> => postJson(data, '/docs/signed-url', { source }, SignedUrl),

    searchProductCodes: (text: string): Promise<ProductCodeHits> =>
      getJson(data, '/search/product-codes', ProductCodeHits, { query: { q: text.trim() } }),

    /** K-number prefix, device name or applicant, across all the data (type-ahead of the Predicate Devices page). */
    searchDevices: (text: string, limit?: number): Promise<DeviceHits> =>
      getJson(data, '/search/devices', DeviceHits, { query: { q: text.trim(), limit } }),

    searchKNumbers: (prefix: string): Promise<KNumberHits> =>
      getJson(data, '/search/k-numbers', KNumberHits, { query: { prefix: prefix.trim().toUpperCase() } }),
  };
}
