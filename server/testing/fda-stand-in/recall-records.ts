import { readFdaDate } from '../../importer/dates.ts';
import { readCsv } from '../../importer/read.ts';
import { addDays, basicDate, dayNumber, dayOf } from './calendar.ts';
import { openFdaBlock } from './openfda-records.ts';
import { keptAtScale } from './premarket-510ks.ts';
import { fraction } from './random.ts';
import { recallsFile, type ProductCode } from './shared-data.ts';

/**
 * The stand-in's device recalls: the rows of FDA's recall export of the shared folder (2007-2021, an even
 * share below scale 1), then clones posted from 2007 to the base month, about 58,000 records at scale 1.
 * A clone copies a real row under a new recall number Z-5000-YYYY and up (the export's highest is
 * Z-3405-YYYY), a new event number (200000 and up) and a new posting day.
 *
 * The export writes N/A for every recall class, so each recall number's class in its enforcement report is
 * made up, the same every time, from its product code's device class: synthetic, like the clones.
 */

const RECALLS_AT_SCALE_1 = 58_000;
const FIRST_CLONE_DAY = '2007-01-01';
const LAST_CLONE_DAY = '2026-06-28';
const FIRST_CLONE_NUMBER = 5000;
const FIRST_CLONE_EVENT = 200_000;

export type RecallClass = 'Class I' | 'Class II' | 'Class III';

/** A recall number's class, drawn by its product code's device class (class 3 devices: more Class I). */
export function recallClassOf(recallNumber: string, deviceClass: string | undefined): RecallClass {
  const draw = fraction(`recall class ${recallNumber}`);
  if (deviceClass === '3') return draw < 0.25 ? 'Class I' : 'Class II';
  if (deviceClass === '2') return draw < 0.05 ? 'Class I' : draw < 0.93 ? 'Class II' : 'Class III';
  return draw < 0.7 ? 'Class II' : 'Class III';
}

/** The searchable fields of a recall record and of an enforcement report, as the count API reads them. */
export interface RecallFacts {
  product_code: string;
  event_date_posted: string;
  product_res_number: string;
  res_event_number: string;
  recall_status: string;
}
export interface EnforcementFacts {
  recall_number: string;
  classification: RecallClass;
  report_date: string;
  status: string;
  event_id: string;
}

export interface RecallRecords {
  recall: Record<string, unknown>;
  facts: RecallFacts;
  /** The recall number's enforcement report, with its first record only. */
  enforcement: { report: Record<string, unknown>; facts: EnforcementFacts } | null;
}

const PLAUSIBLE_YEAR = /^20[0-2]\d$/;

/** A day of the export (FDA garbled a few, e.g. year 0010): else mid-year of the first plausible year given. */
const dayOfExport = (text: string | undefined, ...fallbackYears: string[]): string => {
  const reading = readFdaDate(text);
  if (reading.kind === 'date' && PLAUSIBLE_YEAR.test(reading.date.slice(0, 4))) return reading.date;
  return `${fallbackYears.find((year) => PLAUSIBLE_YEAR.test(year)) ?? '2010'}-06-15`;
};

const clonesAt = (scale: number, realRows: number) => Math.floor(scale * Math.max(0, RECALLS_AT_SCALE_1 - realRows));

/** Rows of the shared recall export, and the recall records of the stand-in at `scale` (the rows kept and the clones). */
export async function countRecalls(dataDir: string, scale: number): Promise<{ realRows: number; records: number }> {
  let realRows = 0;
  let kept = 0;
  for await (const { record } of readCsv(recallsFile(dataDir))) {
    if (keptAtScale(realRows, scale) && record['Recall Number']?.trim()) kept++;
    realRows++;
  }
  return { realRows, records: kept + clonesAt(scale, realRows) };
}

const ENFORCEMENT_STATUS: Record<string, string> = { Terminated: 'Terminated', Completed: 'Completed' };

function recordsOf(row: Record<string, string>, recallNumber: string, eventId: string, posted: string, terminated: string, code: ProductCode | undefined, seen: Set<string>): RecallRecords {
  const productCode = row['Product Code'] ?? '';
  const status = row['Recall Status'] ?? '';
  const initiated = addDays(posted, -Math.floor(fraction(`initiated ${recallNumber}`) * 60));
  const recall = {
    cfres_id: eventId,
    product_res_number: recallNumber,
    event_date_initiated: initiated,
    event_date_posted: posted,
    event_date_terminated: terminated || undefined,
    recall_status: status,
    res_event_number: eventId,
    product_code: productCode,
    product_description: row['Trade Name/Product'],
    recalling_firm: row['Recalling Manufacturer'],
    reason_for_recall: row['Reason for Recall'],
    root_cause_description: row['FDA Determined Cause'],
    action: row.Action,
    product_quantity: row['Quantity in Commerce'],
    distribution_pattern: row.Distribution,
    k_numbers: [],
    openfda: openFdaBlock(code),
  };
  const facts: RecallFacts = { product_code: productCode, event_date_posted: posted, product_res_number: recallNumber, res_event_number: eventId, recall_status: status };
  if (seen.has(recallNumber)) return { recall, facts, enforcement: null };
  seen.add(recallNumber);
  const classification = recallClassOf(recallNumber, code?.deviceClass);
  const enforcementStatus = ENFORCEMENT_STATUS[status] ?? 'Ongoing';
  const report = {
    recall_number: recallNumber,
    classification,
    product_type: 'Devices',
    event_id: eventId,
    status: enforcementStatus,
    recalling_firm: row['Recalling Manufacturer'],
    product_description: row['Trade Name/Product'],
    reason_for_recall: row['Reason for Recall'],
    product_quantity: row['Quantity in Commerce'],
    distribution_pattern: row.Distribution,
    voluntary_mandated: 'Voluntary: Firm initiated',
    initial_firm_notification: 'Letter',
    recall_initiation_date: basicDate(initiated),
    center_classification_date: basicDate(posted),
    report_date: basicDate(posted),
    termination_date: terminated ? basicDate(terminated) : '',
    code_info: '',
    country: 'United States',
    openfda: {},
  };
  return { recall, facts, enforcement: { report, facts: { recall_number: recallNumber, classification, report_date: posted, status: enforcementStatus, event_id: eventId } } };
}

/** Every recall record of the stand-in (`realRows`: countRecalls), with its recall number's enforcement report the first time it is named. */
export async function* recallRecords(dataDir: string, scale: number, realRows: number, codes: ReadonlyMap<string, ProductCode>): AsyncGenerator<RecallRecords> {
  const clones = clonesAt(scale, realRows);
  const span = dayNumber(LAST_CLONE_DAY) - dayNumber(FIRST_CLONE_DAY);
  const seen = new Set<string>();
  const nextNumber = new Map<string, number>();
  let index = 0;
  let clone = 0;
  for await (const { record: row } of readCsv(recallsFile(dataDir))) {
    const recallNumber = (row['Recall Number'] ?? '').trim().toUpperCase();
    const year = recallNumber.slice(-4);
    const posted = dayOfExport(row['Date Posted'], row['Year Posted'] ?? '', year);
    const terminatedAfter = row['Termination Date'] ? dayNumber(dayOfExport(row['Termination Date'], year)) - dayNumber(posted) : null;
    const code = codes.get(row['Product Code'] ?? '');
    if (keptAtScale(index, scale) && recallNumber) {
      yield recordsOf(row, recallNumber, row['Recall Event ID'] ?? '', posted, terminatedAfter === null ? '' : addDays(posted, terminatedAfter), code, seen);
    }
    const clonesOfRow = Math.floor(((index + 1) * clones) / realRows) - Math.floor((index * clones) / realRows);
    for (let c = 0; c < clonesOfRow; c++, clone++) {
      const clonePosted = dayOf(dayNumber(FIRST_CLONE_DAY) + Math.floor((clone * span) / clones));
      const cloneYear = clonePosted.slice(0, 4);
      const number = nextNumber.get(cloneYear) ?? FIRST_CLONE_NUMBER;
      nextNumber.set(cloneYear, number + 1);
      const terminated = terminatedAfter === null || terminatedAfter < 0 ? '' : addDays(clonePosted, terminatedAfter);
      const cloneNumber = `Z-${number}-${cloneYear}`;
      yield recordsOf(row, cloneNumber, String(FIRST_CLONE_EVENT + clone), clonePosted, terminated > LAST_CLONE_DAY ? '' : terminated, code, seen);
    }
    index++;
  }
}
