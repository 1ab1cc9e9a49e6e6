/** Days as 'YYYY-MM-DD' (UTC), months as 'YYYY-MM'. */

const DAY_MS = 86_400_000;

export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayOf = (dayNumber: number): string => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string => dayOf(dayNumber(day) + days);

/** The month `offset` months after `month`. */
export function addMonths(month: string, offset: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Months from `from` to `to`, both counted. */
export const monthsBetween = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/** MM/DD/YYYY, as FDA's pmn files write dates. */
export const pmnDate = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
/** YYYYMMDD, as openFDA's enforcement reports and date counts write them. */
export const basicDate = (day: string): string => day.replaceAll('-', '');
