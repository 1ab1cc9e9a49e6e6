import { addDays, addMonths, dayOf, dayNumber, monthsBetween, pmnDate } from './calendar.ts';
import { fraction, hash32 } from './random.ts';
import { knownKNumbers, modern510ks, newestFile, pipeLines, pmnColumn, pmnFile, REAL_PMN_FILES, type ProductCode } from './shared-data.ts';
import { toWindows1252Latin1 } from './windows-1252-text.ts';

/**
 * The stand-in's 510(k)s, in pmn layout (fields as Latin-1 text of their Windows-1252 bytes): FDA's real
 * rows of 1976-1990 (every one at scale 1, an even share below), then clones for every month from 1991 to
 * the last month published, about 126,000 at scale 1 (FDA's pmn9195 and pmn96cur together hold about as many).
 *
 * A clone is a real pmn row (1976-1990 or FDA's latest month) given a new K-number, new dates, and for half
 * of them the applicant, device name, product code and place of a real 2015-2026 510(k) of openFDA's sample.
 * Its K-number is K + the year received + a number from 6000 up: FDA numbers each year's 510(k)s from 0001 and
 * the shared files' K-numbers stay below 6000 in almost every year; one they do name is skipped.
 */

export const FIRST_CLONE_MONTH = '1991-01';
/** The last month of the data a stand-in publishes first; publishMonth() adds the months after it. */
export const BASE_MONTH = '2026-06';
const CLONES_AT_SCALE_1 = 126_000;
const CLONES_A_MONTH = CLONES_AT_SCALE_1 / monthsBetween(FIRST_CLONE_MONTH, BASE_MONTH);
const FIRST_CLONE_NUMBER = 6000;

export type PmnFileName = (typeof REAL_PMN_FILES)[number] | 'pmn9195' | 'pmn96cur';

export interface Pmn510k {
  file: PmnFileName;
  /** The month decided, for clones (the real rows: null). */
  month: string | null;
  fields: string[];
}

const K = pmnColumn('KNUMBER');
const RECEIVED = pmnColumn('DATERECEIVED');
const DECIDED = pmnColumn('DECISIONDATE');
const PRODUCT_CODE = pmnColumn('PRODUCTCODE');
const COLUMNS_FROM_MODERN: [string, string][] = [
  ['APPLICANT', 'applicant'],
  ['DEVICENAME', 'device_name'],
  ['CITY', 'city'],
  ['STATE', 'state'],
  ['COUNTRY_CODE', 'country_code'],
  ['TYPE', 'clearance_type'],
];

/** True for the `index`th of a run of rows kept at `scale`: an even share, the same ones every time. */
export const keptAtScale = (index: number, scale: number): boolean => Math.floor((index + 1) * scale) > Math.floor(index * scale);

/** Clones decided in the months before `month` (counted from FIRST_CLONE_MONTH). */
const clonesBefore = (month: string, scale: number) => Math.floor(scale * CLONES_A_MONTH * (monthsBetween(FIRST_CLONE_MONTH, month) - 1));

/** How many 510(k)s the stand-in holds through `lastMonth`: real rows kept and clones. */
export function count510ks(dataDir: string, scale: number, lastMonth: string): number {
  let real = 0;
  for (const name of REAL_PMN_FILES) {
    const rows = pipeLines(pmnFile(dataDir, name)).length;
    for (let i = 0; i < rows; i++) if (keptAtScale(i, scale)) real++;
  }
  return real + clonesBefore(addMonths(lastMonth, 1), scale);
}

/** Every 510(k) of the stand-in through `lastMonth`, in file order (1976 first), streamed. */
export async function* pmn510ks(dataDir: string, scale: number, lastMonth: string, codes: ReadonlyMap<string, ProductCode>): AsyncGenerator<Pmn510k> {
  const templates: string[][] = [];
  for (const name of REAL_PMN_FILES) {
    const lines = pipeLines(pmnFile(dataDir, name));
    for (let i = 0; i < lines.length; i++) {
      const fields = lines[i]!.split('|');
      templates.push(fields);
      if (keptAtScale(i, scale)) yield { file: name, month: null, fields };
    }
  }
  const latest = pipeLines(newestFile(dataDir, '510k', 'pmnlstmn'));
  templates.push(...latest.filter((line) => line.startsWith('K')).map((line) => line.split('|')));
  const modern = (await modern510ks(dataDir)).filter((row) => codes.has(row.product_code ?? ''));
  const known = knownKNumbers(dataDir);
  const nextNumber = new Map<string, number>();
  const kNumberOf = (received: string) => {
    const year = received.slice(2, 4);
    let number = nextNumber.get(year) ?? FIRST_CLONE_NUMBER;
    while (known.has(`K${year}${number}`)) number++;
    if (number > 9999) throw new Error(`The stand-in ran out of K-numbers for 19${year}/20${year}: lower its scale`);
    nextNumber.set(year, number + 1);
    return `K${year}${number}`;
  };

  for (let month = FIRST_CLONE_MONTH; month <= lastMonth; month = addMonths(month, 1)) {
    const first = clonesBefore(month, scale);
    const count = clonesBefore(addMonths(month, 1), scale) - first;
    for (let j = 0; j < count; j++) {
      const id = first + j;
      const fields = [...templates[hash32(`template ${id}`) % templates.length]!];
      const decided = addDays(`${month}-01`, Math.floor((j * 28) / count));
      const received = dayOf(dayNumber(decided) - 20 - Math.floor(fraction(`review days ${id}`) * 300));
      if (decided >= '2000' && fraction(`modern ${id}`) < 0.5) {
        const row = modern[hash32(`modern row ${id}`) % modern.length]!;
        for (const [column, field] of COLUMNS_FROM_MODERN) fields[pmnColumn(column)] = toWindows1252Latin1(row[field] ?? '');
        fields[PRODUCT_CODE] = row.product_code!;
      }
      fields[K] = kNumberOf(received);
      fields[RECEIVED] = pmnDate(received);
      fields[DECIDED] = pmnDate(decided);
      yield { file: decided < '1996' ? 'pmn9195' : 'pmn96cur', month, fields };
    }
  }
}
