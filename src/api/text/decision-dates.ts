import type { ReviewTimePercentiles } from '../contracts/review-time.ts';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a calendar day written YYYY-MM-DD (2027-02-30 is not). */
export function isIsoDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const start = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(start) && new Date(start).toISOString().startsWith(day);
}

/** The day (YYYY-MM-DD) `days` after `day`, rounded to whole days; null for a day that is not a date. */
export function dayAfter(day: string, days: number): string | null {
  if (!isIsoDay(day)) return null;
  return new Date(Date.parse(`${day}T00:00:00Z`) + Math.round(days) * DAY_MS).toISOString().slice(0, 10);
}

export type DecisionDates = Record<keyof ReviewTimePercentiles, string>;

/** When a submission sent on `planned` would be decided at each percentile of the review times; null for no date. */
export function decisionDates(planned: string, percentiles: ReviewTimePercentiles): DecisionDates | null {
  const entries = Object.entries(percentiles).map(([key, days]) => [key, dayAfter(planned, days)] as const);
  if (entries.some(([, day]) => day === null)) return null;
  return Object.fromEntries(entries) as DecisionDates;
}

/** Today in the user's own calendar, as YYYY-MM-DD (the planned date's default). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
