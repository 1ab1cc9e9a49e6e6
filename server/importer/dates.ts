const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const FORMATS: { pattern: RegExp; parts(match: RegExpMatchArray): [string, string, string] }[] = [
  { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/, parts: (m) => [m[1]!, m[2]!, m[3]!] },
  { pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, parts: (m) => [m[1]!, m[2]!, m[3]!] },
  { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{1,4})$/, parts: (m) => [m[3]!, m[1]!, m[2]!] },
  { pattern: /^(\d{4})(\d{2})(\d{2})$/, parts: (m) => [m[1]!, m[2]!, m[3]!] },
  {
    pattern: /^([A-Za-z]+)\.? (\d{1,2}),? (\d{1,4})$/,
    parts: (m) => [m[3]!, String(MONTHS.findIndex((month) => month.startsWith(m[1]!.toLowerCase()) && m[1]!.length >= 3) + 1), m[2]!],
  },
];

export type DateReading =
  | { kind: 'empty' }
  | { kind: 'date'; date: string }
  /** Not a date, or one FDA garbled: before 1900, impossible, or after the file was written. */
  | { kind: 'garbled'; text: string };

/**
 * Reads the date forms of FDA's files (MM/DD/YYYY, YYYY/MM/DD, YYYY-MM-DD, YYYYMMDD, 'May 25, 2006')
 * as 'YYYY-MM-DD'. `notAfter` is the latest believable day, e.g. when the file was written.
 */
export function readFdaDate(text: string | undefined | null, notAfter?: Date): DateReading {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { kind: 'empty' };
  for (const format of FORMATS) {
    const match = trimmed.match(format.pattern);
    if (!match) continue;
    const [year, month, day] = format.parts(match).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    const valid = year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    if (!valid || (notAfter && date.getTime() > notAfter.getTime())) return { kind: 'garbled', text: trimmed };
    return { kind: 'date', date: date.toISOString().slice(0, 10) };
  }
  return { kind: 'garbled', text: trimmed };
}

/** The date as 'YYYY-MM-DD', or null when empty or garbled. */
export function fdaDate(text: string | undefined | null, notAfter?: Date): string | null {
  const reading = readFdaDate(text, notAfter);
  return reading.kind === 'date' ? reading.date : null;
}

/** 'YYYY-MM-DD' of a Date (UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** True when `day` ('YYYY-MM-DD') is after the as-of day; never when there is no as-of day. */
export function isAfterAsOf(day: string | null, asOf: Date | null): boolean {
  return asOf !== null && day !== null && day > isoDay(asOf);
}
