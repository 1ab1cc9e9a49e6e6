import { type } from 'arktype';
import { definePersistedStore } from '../../app/workflow/persisted-store';

export const RISK_DATE_RANGE_STORAGE_KEY = 'clearway.risk-date-range.v1';
/** SPEC section 9: the data range starts at 2002 and ends at the current year. */
export const FIRST_DATA_YEAR = 2002;

const RiskDateRange = type({ startYear: 'number.integer', endYear: 'number.integer' });

export function defaultDateRange(now = new Date()): typeof RiskDateRange.infer {
  return { startYear: FIRST_DATA_YEAR, endYear: now.getFullYear() };
}

/** The year range the risk dashboard looks at. */
export const riskDateRange$ = definePersistedStore(RISK_DATE_RANGE_STORAGE_KEY, RiskDateRange, () => defaultDateRange());
