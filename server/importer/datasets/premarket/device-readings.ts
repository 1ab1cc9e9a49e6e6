import path from 'node:path';
import type { Insertable } from 'kysely';
import type { FdaAiDevicesTable, FdaDevicesTable } from '../../../db/fda-schema.ts';
import { fileWrittenAt } from '../../data-files.ts';
import { fdaDate } from '../../dates.ts';
import type { ImportContext } from '../../dataset.ts';
import { readCsv, readPipeDelimited } from '../../read.ts';
import { repairLatin1Decoded } from '../../windows-1252.ts';
import { PANEL_NAMES } from './fda-codes.ts';

export type DeviceFields = Omit<Insertable<FdaDevicesTable>, 'k_number' | 'sources' | 'ai_enabled'>;
export type AiDeviceRow = Insertable<FdaAiDevicesTable>;

/** What one line of one file says about one 510(k) or De Novo. */
export interface DeviceReading {
  kNumber: string;
  fields: Partial<DeviceFields>;
}

/** One file's readings; AI lists also give their rows for fda_ai_devices. */
export interface DeviceFile {
  file: string;
  readings: DeviceReading[];
  aiRows?: AiDeviceRow[];
}

/** 510(k) numbers (K, and BK for CBER's) and De Novo numbers: the devices of fda_devices. */
export const DEVICE_NUMBER = /^(K|BK|DEN)\d{6}$/;
/** Numbers on FDA's AI-enabled list: 510(k), De Novo and PMA (with supplement). */
const AI_LIST_NUMBER = /^((K|BK|DEN)\d{6}|P\d{6}(\/S\d+)?)$/;

const text = (value: string | undefined) => {
  const trimmed = repairLatin1Decoded(value?.trim() ?? '');
  return trimmed === '' ? null : trimmed;
};

/** openFDA writes 'Unknown' where FDA's record has no value. */
const known = (value: string | undefined) => (value?.trim() === 'Unknown' ? null : text(value));

/** FDA's pmn*.txt layout: the decade files, pmn96cur and the monthly pmnlstmn (Windows-1252). */
export async function readPmnFile(file: string, ctx: ImportContext): Promise<DeviceFile> {
  const notAfter = await fileWrittenAt(ctx.dataDir, file);
  const readings: DeviceReading[] = [];
  const records = readPipeDelimited(path.join(ctx.dataDir, file), {
    encoding: 'windows-1252',
    onBadLine: (line, reason) => ctx.reject(file, line, reason),
  });
  for await (const { line, record: r } of records) {
    if (!DEVICE_NUMBER.test(r.KNUMBER ?? '')) {
      ctx.reject(file, line, `"${r.KNUMBER ?? ''}" is not a 510(k) or De Novo number`);
      continue;
    }
    readings.push({
      kNumber: r.KNUMBER!,
      fields: {
        device_name: text(r.DEVICENAME),
        applicant: text(r.APPLICANT),
        contact: text(r.CONTACT),
        street1: text(r.STREET1),
        street2: text(r.STREET2),
        city: text(r.CITY),
        state: text(r.STATE),
        country_code: text(r.COUNTRY_CODE),
        zip_code: text(r.ZIP) ?? text(r.POSTAL_CODE),
        date_received: fdaDate(r.DATERECEIVED, notAfter),
        decision_date: fdaDate(r.DECISIONDATE, notAfter),
        decision_code: text(r.DECISION),
        review_advise_comm: text(r.REVIEWADVISECOMM),
        // openFDA's advisory_committee_description is the name of this code (checked in the tests).
        advisory_committee_description: PANEL_NAMES[r.CLASSADVISECOMM ?? ''] ?? null,
        product_code: text(r.PRODUCTCODE),
        state_or_summ: text(r.STATEORSUMM),
        class_advise_comm: text(r.CLASSADVISECOMM),
        ssp_indicator: text(r.SSPINDICATOR),
        clearance_type: text(r.TYPE),
        third_party: text(r.THIRDPARTY),
        expedited_review: text(r.EXPEDITEDREVIEW),
      },
    });
  }
  ctx.progress(readings.length);
  return { file, readings };
}

/** 510(k) records as openFDA's API gives them, flattened to CSV. */
export async function readOpenFdaCsv(file: string, ctx: ImportContext): Promise<DeviceFile> {
  const notAfter = await fileWrittenAt(ctx.dataDir, file);
  const readings: DeviceReading[] = [];
  for await (const { line, record: r } of readCsv(path.join(ctx.dataDir, file))) {
    const kNumber = r.k_number?.trim() ?? '';
    if (!DEVICE_NUMBER.test(kNumber)) {
      ctx.reject(file, line, `"${kNumber}" is not a 510(k) or De Novo number`);
      continue;
    }
    readings.push({
      kNumber,
      fields: {
        device_name: text(r.device_name),
        applicant: text(r.applicant),
        decision_date: fdaDate(r.decision_date, notAfter),
        country_code: text(r.country_code),
        product_code: text(r.product_code),
        advisory_committee_description: known(r.advisory_committee_description),
        decision_description: known(r.decision_description),
        clearance_type: text(r.clearance_type),
        state: text(r.state),
        city: text(r.city),
      },
    });
  }
  ctx.progress(readings.length);
  return { file, readings };
}

/** A column by its name in any case ('Panel (Lead)' in 2024, 'Panel (lead)' in 2025). */
function column(record: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(record).find((k) => k.trim().toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : record[key];
}

/** The 2024 list wraps the number in an Excel formula: HYPERLINK("…?ID=K955841", "K955841"). */
function submissionNumber(value: string): string {
  const quoted = [...value.matchAll(/"([^"]*)"/g)];
  return (quoted.length >= 2 ? quoted[1]![1]! : value).trim();
}

/** FDA's list of AI-enabled medical devices (any of its releases). */
export async function readAiList(file: string, ctx: ImportContext): Promise<DeviceFile> {
  const notAfter = await fileWrittenAt(ctx.dataDir, file);
  const readings: DeviceReading[] = [];
  const aiRows: AiDeviceRow[] = [];
  for await (const { line, record } of readCsv(path.join(ctx.dataDir, file))) {
    const number = submissionNumber(column(record, 'Submission Number') ?? '');
    if (!AI_LIST_NUMBER.test(number)) {
      ctx.reject(file, line, `"${number}" is not a 510(k), De Novo or PMA number`);
      continue;
    }
    const row: AiDeviceRow = {
      submission_number: number,
      decision_date: fdaDate(column(record, 'Date of Final Decision'), notAfter),
      device: text(column(record, 'Device')),
      company: text(column(record, 'Company')),
      panel: text(column(record, 'Panel (Lead)')),
      product_code: text(column(record, 'Primary Product Code')),
      source: file,
    };
    aiRows.push(row);
    if (DEVICE_NUMBER.test(number)) {
      readings.push({
        kNumber: number,
        fields: { device_name: row.device, applicant: row.company, decision_date: row.decision_date, product_code: row.product_code },
      });
    }
  }
  ctx.progress(aiRows.length);
  return { file, readings, aiRows };
}
