import path from 'node:path';
import { fileWrittenAt } from '../../data-files.ts';
import type { ImportContext } from '../../dataset.ts';
import { fdaDate } from '../../dates.ts';
import { readCsv } from '../../read.ts';
import { productCodeOrNull, progressCounter, valueOrNull, yesNo } from '../field-values.ts';
import { answeredOrNull, type MaudeEnums } from './maude-enums.ts';
import type { MdrReport } from './mdr-reports.ts';

/**
 * FDA adds a report to MAUDE after receiving it: in this file, wherever both dates read only one way,
 * DATE_ADDED falls 0 to 815 days after DATE_RECEIVED, 99 % of the time within 46 days.
 */
const ADDED_WITHIN_DAYS = 60;

/**
 * The days an 'a/b/YYYY' date may be ('YYYY-MM-DD'): one when only one reading is a real day (or both
 * readings are the same day), two when it is ambiguous, none when neither is.
 */
function dayMonthReadings(text: string | undefined, notAfter: Date): string[] {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text?.trim() ?? '');
  if (!m) return [];
  const [, a, b, year] = m;
  const readings = [fdaDate(`${a}/${b}/${year}`, notAfter), fdaDate(`${b}/${a}/${year}`, notAfter)];
  return [...new Set(readings.filter((day): day is string => day !== null))];
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * The day a report was received. The file mixes day-first and month-first dates ('16/02/2000',
 * '02/23/2000'), so an a/b/YYYY date is trusted only when it reads one way, or when exactly one reading
 * has a DATE_ADDED reading 0 to 60 days after it.
 */
function receivedDate(record: Record<string, string>, notAfter: Date): string | null {
  const readings = dayMonthReadings(record.DATE_RECEIVED, notAfter);
  if (readings.length <= 1) return readings[0] ?? null;
  const added = dayMonthReadings(record.DATE_ADDED, notAfter);
  const consistent = readings.filter((received) =>
    added.some((day) => daysBetween(received, day) >= 0 && daysBetween(received, day) <= ADDED_WITHIN_DAYS),
  );
  return consistent.length === 1 ? consistent[0]! : null;
}

/** The day of the event: trusted when it reads one way, or when exactly one reading is not after the receipt. */
function eventDate(record: Record<string, string>, received: string | null, notAfter: Date): string | null {
  const readings = dayMonthReadings(record.DATE_OF_EVENT, notAfter);
  if (readings.length <= 1) return readings[0] ?? null;
  const possible = received === null ? [] : readings.filter((day) => day <= received);
  return possible.length === 1 ? possible[0]! : null;
}

/**
 * MAUDE reports joined from mdrfoi (report), foitext (FOI_TEXT narrative) and foidev (device) fields,
 * one CSV row per report x text x device: the rows of a report are merged by the report set. The file
 * holds no device or patient problem codes (only PRODUCT_PROBLEM_FLAG), so none are read.
 */
export async function* readMergedMaudeReports(file: string, enums: MaudeEnums, ctx: ImportContext): AsyncGenerator<MdrReport> {
  const progress = progressCounter(ctx);
  const notAfter = await fileWrittenAt(ctx.dataDir, file);
  for await (const { line, record } of readCsv(path.join(ctx.dataDir, file))) {
    progress.add();
    const key = record.MDR_REPORT_KEY?.trim() ?? '';
    if (!/^\d+$/.test(key)) {
      ctx.reject(file, line, `no MDR report key (found '${key}')`);
      continue;
    }
    const dateReceived = receivedDate(record, notAfter);
    yield {
      mdrReportKey: key,
      reportNumber: valueOrNull(record.REPORT_NUMBER),
      dateReceived,
      dateOfEvent: eventDate(record, dateReceived, notAfter),
      eventType: enums.eventType(record.EVENT_TYPE),
      adverseEventFlag: yesNo(record.ADVERSE_EVENT_FLAG),
      productCode: productCodeOrNull(record.DEVICE_REPORT_PRODUCT_CODE),
      brandName: answeredOrNull(record.BRAND_NAME),
      genericName: answeredOrNull(record.GENERIC_NAME),
      manufacturer: answeredOrNull(record.MANUFACTURER_D_NAME),
      narrative: valueOrNull(record.FOI_TEXT),
      problems: [],
    };
  }
  progress.flush();
}
