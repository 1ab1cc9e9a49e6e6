import { RISK_FIRST_YEAR } from '../../../../src/api/contracts/data.ts';
import { ValidationError } from '../../../http/errors.ts';

/** Whole years, both included. */
export interface YearRange {
  fromYear: number;
  toYear: number;
}

const YEAR_START = /^(\d{4})-01-01$/;

function yearOf(value: string | undefined, field: string): number | null {
  if (value === undefined || value.trim() === '') return null;
  const year = YEAR_START.exec(value.trim())?.[1];
  if (year === undefined) throw new ValidationError(`${field} must be a year start as YYYY-01-01 (e.g., 2015-01-01)`, `query.${field}`);
  return Number(year);
}

/**
 * The years of the risk date filter (DESIGN.md section 7): start_date and end_date are YYYY-01-01 and
 * end_date names the last year included; absent ends default to 2002 and the current year, and the range
 * is clamped to those.
 */
export function readYearRange(
  query: { start_date?: string; end_date?: string },
  currentYear: number = new Date().getUTCFullYear(),
): YearRange {
  const clamp = (year: number) => Math.min(Math.max(year, RISK_FIRST_YEAR), currentYear);
  const fromYear = clamp(yearOf(query.start_date, 'start_date') ?? RISK_FIRST_YEAR);
  const toYear = clamp(yearOf(query.end_date, 'end_date') ?? currentYear);
  if (fromYear > toYear) throw new ValidationError('start_date must not be after end_date', 'query.start_date');
  return { fromYear, toYear };
}
