import { type } from 'arktype';
import { EngineInfo, RiskLevel, SourceRef } from '../../api/contracts/ai';
import { Coverage, DeviceProblems, PatientProblems, RecallsByClass, RISK_FIRST_YEAR } from '../../api/contracts/data';
import { definePersistedStore } from '../../app/workflow/persisted-store';

export const RISK_DATE_RANGE_STORAGE_KEY = 'clearway.risk-date-range.v1';
export const RISK_RESULTS_STORAGE_KEY = 'clearway.risk-results.v1';

const RiskDateRange = type({ startYear: 'number.integer', endYear: 'number.integer' });
export type RiskDateRange = typeof RiskDateRange.infer;

/** SPEC section 9: the data range starts at 2002 and ends at the current year. */
export function defaultDateRange(now = new Date()): typeof RiskDateRange.infer {
  return { startYear: RISK_FIRST_YEAR, endYear: now.getFullYear() };
}

/** The year range the risk dashboard looks at. */
export const riskDateRange$ = definePersistedStore(RISK_DATE_RANGE_STORAGE_KEY, RiskDateRange, () => defaultDateRange());

/**
 * One of the four risk data fetches: its value (the empty default when it failed), the coverage the data
 * service gave (null when it gave none or the fetch failed) and the failure's message (null on success).
 */
const fetched = { coverage: Coverage.or('null'), error: 'string | null' } as const;

export const MdrData = type({
  total_count: 'number.integer >= 0',
  line_chart: type({ year: 'number.integer', count: 'number.integer >= 0' }).array(),
});
export type MdrData = typeof MdrData.infer;

export const RiskData = type({
  totalRecalls: { value: RecallsByClass, ...fetched },
  totalMdrs: { value: MdrData, ...fetched },
  topDeviceProblems: { value: DeviceProblems, ...fetched },
  topPatientProblems: { value: PatientProblems, ...fetched },
});
export type RiskData = typeof RiskData.infer;

/** What risk/invoke answered. */
export const RiskAnalysis = type({
  risk_level: RiskLevel,
  risk_total: 'number.integer >= 0',
  ai_snapshot: 'string',
  highlights: 'string[]',
  engine: EngineInfo,
  sources: SourceRef.array(),
});
export type RiskAnalysis = typeof RiskAnalysis.infer;

/** SPEC section 3: risk results are stored per product code. */
export const RiskResult = type({
  years: RiskDateRange,
  data: RiskData,
  analysis: RiskAnalysis,
  updatedAt: 'string',
});
export type RiskResult = typeof RiskResult.infer;

const RiskResults = type({ resultsByProductCode: type.Record('string', RiskResult) });

/** The last risk analysis per product code: the data it read and the AI's snapshot. */
export const risk$ = definePersistedStore<typeof RiskResults.infer>(RISK_RESULTS_STORAGE_KEY, RiskResults, () => ({ resultsByProductCode: {} }));
