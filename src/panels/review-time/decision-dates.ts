import type { ReviewTimePercentiles } from '../../api/contracts/review-time';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day (YYYY-MM-DD) `days` after `day`, rounded to whole days; null for a day that is not a date. */
export function dayAfter(day: string, days: number): string | null {
  if (!ISO_DAY.test(day)) return null;
  const start = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(start)) return null;
  return new Date(start + Math.round(days) * DAY_MS).toISOString().slice(0, 10);
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
