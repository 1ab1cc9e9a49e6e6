import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { fdaDataDir } from './fda-data-dir.ts';
import { fdaDate } from '../importer/dates.ts';
import type { OpenFdaRecord } from '../importer/openfda/results-scanner.ts';
import { RECALLS_FILE } from '../importer/datasets/postmarket/recalls.ts';
import { makeFdaTestFolder, type FdaTestFolder } from './fda-test-folder.ts';
import { rawCsvRecords } from './raw-fda-files.ts';

/** A product code with few recalls in FDA's export (14 recall numbers), all of whose recalls the fixtures hold. */
export const FIXTURE_CODE = 'MNH';

/** The export's records of the code, one per recall number (its first row), oldest number first. */
export function exportRecallsOf(code: string): Record<string, string>[] {
  const byNumber = new Map<string, Record<string, string>>();
  for (const record of rawCsvRecords(RECALLS_FILE)) {
    if (record['Product Code'] === code && !byNumber.has(record['Recall Number']!)) byNumber.set(record['Recall Number']!, record);
  }
  return [...byNumber.values()].sort((a, b) => a['Recall Number']!.localeCompare(b['Recall Number']!));
}

const na = (value: string | undefined) => (value === undefined || value === 'N/A' ? undefined : value);
const isoDay = (text: string | undefined) => fdaDate(na(text)) ?? undefined;

/** A real recall of the export written as openFDA's device-recall record (devicerecall_schema.json's fields). */
export function asOpenFdaRecall(record: Record<string, string>): OpenFdaRecord {
  return {
    product_res_number: record['Recall Number']!,
    res_event_number: na(record['Recall Event ID']),
    product_code: record['Product Code']!,
    product_description: na(record['Trade Name/Product']),
    recalling_firm: na(record['Recalling Manufacturer']),
    event_date_posted: isoDay(record['Date Posted']),
    event_date_terminated: isoDay(record['Termination Date']),
    reason_for_recall: na(record['Reason for Recall']),
    root_cause_description: na(record['FDA Determined Cause']),
    action: na(record.Action),
    product_quantity: na(record['Quantity in Commerce']),
    distribution_pattern: na(record.Distribution),
    recall_status: na(record['Recall Status']),
  };
}

/**
 * TEST INPUT, not FDA's: the classes the fixture's enforcement reports give the code's first recall numbers
 * (the shared folder holds no enforcement file). 'Not Yet Classified' is a value openFDA uses; the recalls
 * after these have no enforcement report, so their class is not known.
 */
export const TEST_INPUT_CLASSES = ['Class II', 'Class II', 'Class I', 'Class III', 'Class II', 'Not Yet Classified'] as const;

/** Each of FIXTURE_CODE's recall numbers, oldest first, with the class the fixtures give it: null where not known. */
export function fixtureClasses(): Map<string, 'Class I' | 'Class II' | 'Class III' | null> {
  return new Map(
    exportRecallsOf(FIXTURE_CODE).map((record, i) => {
      const given = TEST_INPUT_CLASSES[i];
      return [record['Recall Number']!, given === undefined || given === 'Not Yet Classified' ? null : given];
    }),
  );
}

/** A device-enforcement report of a recall number, with a class that is test input. */
export function testEnforcementReport(recallNumber: string, classification: string): OpenFdaRecord {
  return { recall_number: recallNumber, classification, product_type: 'Devices', report_date: '20210101' };
}

/** An openFDA bulk zip as FDA serves it: one JSON file of {meta, results}. */
export function openFdaZip(name: string, results: OpenFdaRecord[]): Uint8Array {
  return zipSync({ [name.replace(/\.zip$/, '')]: strToU8(JSON.stringify({ meta: {}, results })) });
}

const CLASSIFICATION_FILE = 'classification/foiclass_2026-01-31.txt';

/** FDA's product classification file cut to its header and the code's own line, as FDA wrote them (Windows-1252, CRLF). */
function classificationLinesOf(code: string): Uint8Array {
  const bytes = readFileSync(path.join(fdaDataDir(), CLASSIFICATION_FILE));
  const lines = bytes.toString('latin1').split('\r\n');
  const kept = [lines[0]!, ...lines.filter((line) => line.split('|')[2] === code), ''];
  return Buffer.from(kept.join('\r\n'), 'latin1');
}

/**
 * A download folder holding the real product classification of FIXTURE_CODE, the code's real recalls as openFDA's
 * device-recall zip, and (unless `enforcement` is false) enforcement reports with TEST_INPUT_CLASSES.
 */
export async function recallClassFolder({ enforcement = true } = {}): Promise<FdaTestFolder> {
  const folder = await makeFdaTestFolder();
  await folder.write(CLASSIFICATION_FILE, classificationLinesOf(FIXTURE_CODE));
  const recalls = exportRecallsOf(FIXTURE_CODE);
  await folder.write('openfda/device-recall-0001-of-0001.json.zip', openFdaZip('device-recall-0001-of-0001.json.zip', recalls.map(asOpenFdaRecall)));
  if (enforcement) {
    const reports = TEST_INPUT_CLASSES.map((classification, i) => testEnforcementReport(recalls[i]!['Recall Number']!, classification));
    await folder.write('openfda/device-enforcement-0001-of-0001.json.zip', openFdaZip('device-enforcement-0001-of-0001.json.zip', reports));
  }
  return folder;
}
