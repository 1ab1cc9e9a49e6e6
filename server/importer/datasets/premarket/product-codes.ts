import path from 'node:path';
import type { Insertable } from 'kysely';
import type { FdaProductCodesTable } from '../../../db/fda-schema.ts';
import { fileDataDate, matchFiles } from '../../data-files.ts';
import { defineDataset, type ImportContext } from '../../dataset.ts';
import { OPENFDA_FOLDER } from '../../download/fda-sources.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { isBlank, overlayNewer } from '../../merge-fields.ts';
import { openFdaZipFiles, readOpenFdaFolder } from '../../openfda/read-folder.ts';
import { readCsv, readPipeDelimited } from '../../read.ts';
import { PANEL_NAMES, SUBMISSION_TYPES, UNCLASSIFIED_REASONS } from './fda-codes.ts';

type ProductCodeRow = Insertable<FdaProductCodesTable>;
type ProductCodeFields = Omit<ProductCodeRow, 'product_code' | 'source'>;

/** One file's say about one product code, with the labels it gives for codes (learned per import). */
interface Reading {
  code: string;
  fields: Partial<ProductCodeFields>;
  /** Labels the cleaned file gives instead of FDA's panel codes (resolved once both files are read). */
  reviewPanelLabel?: string;
  specialtyLabel?: string;
}

const FOICLASS = 'classification/foiclass*.txt';
const CLEANED_CSV = 'classification/product_codes*.csv';
const OPENFDA_CLASSIFICATION = `${OPENFDA_FOLDER}/device-classification-*.json.zip`;

function flag(value: string | undefined, yes: string, no: string): boolean | null {
  if (value === yes) return true;
  if (value === no) return false;
  return null;
}

const blankToNull = (value: string | undefined) => (isBlank(value) ? null : value!.trim());

/** FDA's foiclass.txt: codes for panels, flags as Y/N. */
function fromFoiclass(record: Record<string, string>): Reading {
  const submissionTypeId = blankToNull(record.SUBMISSION_TYPE_ID);
  const unclassified = blankToNull(record.UNCLASSIFIED_REASON);
  return {
    code: record.PRODUCTCODE!,
    fields: {
      device_name: record.DEVICENAME!,
      device_class: record.DEVICECLASS!.toUpperCase(),
      review_panel: blankToNull(record.REVIEW_PANEL),
      medical_specialty: blankToNull(record.MEDICALSPECIALTY),
      regulation_number: blankToNull(record.REGULATIONNUMBER),
      definition: blankToNull(record.DEFINITION),
      submission_type_id: submissionTypeId,
      submission_type: submissionTypeId ? (SUBMISSION_TYPES[submissionTypeId] ?? null) : null,
      review_code: blankToNull(record.REVIEWCODE),
      unclassified_reason: unclassified ? (UNCLASSIFIED_REASONS[unclassified] ?? unclassified) : null,
      gmp_exempt_flag: flag(record.GMPEXEMPTFLAG, 'Y', 'N'),
      third_party_flag: flag(record.THIRDPARTYFLAG, 'Y', 'N'),
      implant_flag: flag(record.Implant_Flag, 'Y', 'N'),
      life_sustain_support_flag: flag(record.Life_Sustain_support_flag, 'Y', 'N'),
      summary_malfunction_reporting: blankToNull(record.SummaryMalfunctionReporting),
      physical_state: blankToNull(record.PHYSICALSTATE),
      technical_method: blankToNull(record.TECHNICALMETHOD),
      target_area: blankToNull(record.TARGETAREA),
    },
  };
}

const SUBMISSION_TYPE_IDS = Object.fromEntries(Object.entries(SUBMISSION_TYPES).map(([id, label]) => [label, id]));

/**
 * The cleaned copy of the same file (R package fdadata): labels instead of codes. It lost some
 * characters, written as U+001A; where it still differs from FDA's text, a lost character is shown as '?'.
 */
function fromCleanedCsv(record: Record<string, string>): Reading {
  const text = (value: string | undefined) => blankToNull(value)?.replaceAll('\u001a', '?') ?? null;
  const submissionType = text(record.submission_type);
  const malfunction = text(record.summary_malfunction_reporting);
  return {
    code: record.product_code!,
    reviewPanelLabel: text(record.review_panel) ?? undefined,
    specialtyLabel: text(record.medical_specialty) ?? undefined,
    fields: {
      device_name: text(record.device_type_name) ?? '',
      device_class: (text(record.device_class) ?? '').toUpperCase(),
      medical_specialty_description: text(record.medical_specialty),
      regulation_number: text(record.regulation),
      definition: text(record.definition),
      submission_type_id: submissionType ? (SUBMISSION_TYPE_IDS[submissionType] ?? null) : null,
      submission_type: submissionType,
      unclassified_reason: text(record.unclassified_reason),
      gmp_exempt_flag: flag(record.gmp_exempt, 'GMP Exempt', 'Subject to GMP'),
      third_party_flag: flag(record.third_party_eligible, 'Eligible for 3rd Party Review', 'Ineligible for 3rd Party Review'),
      implant_flag: flag(record.implant, 'Implant', 'Not an implant'),
      life_sustain_support_flag: flag(record.life_sustaining, 'Life-sustaining or supporting', 'Not life-sustaining or supporting'),
      summary_malfunction_reporting: malfunction?.replace(/ for summary malfunction reporting$/, '') ?? null,
      physical_state: text(record.physical_state),
      technical_method: text(record.technical_method),
      target_area: text(record.target_area),
    },
  };
}

/** Text compared without what the cleaned copy drops or mangles: quotes, runs of spaces, non-ASCII characters. */
function comparable(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replaceAll('"', '').replace(/[^\x20-\x7e]/g, '?').replace(/\s+/g, ' ').trim();
}

const sameContent = (older: unknown, newer: unknown) => comparable(older) === comparable(newer);

async function readFile(file: string, ctx: ImportContext): Promise<Reading[]> {
  const fullPath = path.join(ctx.dataDir, file);
  const isFoiclass = file.endsWith('.txt');
  const records = isFoiclass
    ? readPipeDelimited(fullPath, { encoding: 'windows-1252', onBadLine: (line, reason) => ctx.reject(file, line, reason) })
    : readCsv(fullPath);
  const readings: Reading[] = [];
  for await (const { line, record } of records) {
    const reading = isFoiclass ? fromFoiclass(record) : fromCleanedCsv(record);
    if (!/^[A-Z]{3}$/.test(reading.code ?? '')) {
      ctx.reject(file, line, `product code "${reading.code ?? ''}" is not 3 letters`);
      continue;
    }
    if (isBlank(reading.fields.device_name)) {
      ctx.reject(file, line, `product code ${reading.code} has no device name`);
      continue;
    }
    readings.push(reading);
  }
  ctx.progress(readings.length);
  return readings;
}

/** openFDA's device-classification download (the same foiclass fields, as JSON). */
async function readOpenFdaClassification(ctx: ImportContext): Promise<Reading[]> {
  const readings: Reading[] = [];
  for await (const { product_code: code, source: _source, ...fields } of readOpenFdaFolder(ctx, OPENFDA_FOLDER, 'classification')) {
    readings.push({ code, fields });
  }
  return readings;
}

/** Each file that says something about product codes (openFDA's zips count as one), oldest data first. */
async function readAllFiles(ctx: ImportContext): Promise<{ file: string; readings: Reading[] }[]> {
  const textFiles = [...(await matchFiles(ctx.dataDir, FOICLASS)), ...(await matchFiles(ctx.dataDir, CLEANED_CSV))];
  const zips = await openFdaZipFiles(ctx.dataDir, OPENFDA_FOLDER, 'classification');
  const sources = [
    ...textFiles.map((file) => ({ file, datedBy: file, read: () => readFile(file, ctx) })),
    ...(zips.length === 0 ? [] : [{ file: zips.length === 1 ? zips[0]! : OPENFDA_CLASSIFICATION, datedBy: zips[0]!, read: () => readOpenFdaClassification(ctx) }]),
  ];
  const dated = await Promise.all(sources.map(async (source) => ({ ...source, date: await fileDataDate(ctx.dataDir, source.datedBy) })));
  dated.sort((a, b) => a.date.getTime() - b.date.getTime());
  return Promise.all(dated.map(async ({ file, read }) => ({ file, readings: await read() })));
}

/**
 * Label -> FDA code, from the product codes one file gives as a code and another as a label, so the
 * labels of codes only the cleaned file holds become codes too.
 */
function learnCodes(readings: Reading[], label: (r: Reading) => string | undefined, code: (r: Reading) => string | null | undefined) {
  const codeOf = new Map<string, string>();
  for (const reading of readings) {
    const value = code(reading);
    if (value) codeOf.set(reading.code, value);
  }
  const codes = new Map<string, string>();
  for (const reading of readings) {
    const text = label(reading);
    const value = codeOf.get(reading.code);
    if (text && value) codes.set(text, value);
  }
  return codes;
}

export const productCodes = defineDataset({
  name: 'product-codes',
  description: 'FDA product classification: device class, regulation, panel and flags per product code',
  tables: ['fda_product_codes'],
  files: [FOICLASS],
  optionalFiles: [CLEANED_CSV, OPENFDA_CLASSIFICATION],
  async load(trx, ctx) {
    const readings = await readAllFiles(ctx);

    const all = readings.flatMap((r) => r.readings);
    const panelCodes = learnCodes(all, (r) => r.reviewPanelLabel, (r) => r.fields.review_panel);
    const specialtyCodes = learnCodes(all, (r) => r.specialtyLabel, (r) => r.fields.medical_specialty);
    for (const reading of all) {
      if (reading.reviewPanelLabel) reading.fields.review_panel = panelCodes.get(reading.reviewPanelLabel) ?? null;
      if (reading.specialtyLabel) reading.fields.medical_specialty = specialtyCodes.get(reading.specialtyLabel) ?? null;
    }

    const byCode = new Map<string, { fields: Partial<ProductCodeFields>; sources: Set<string> }>();
    for (const { file, readings: fileReadings } of readings) {
      for (const reading of fileReadings) {
        const entry = byCode.get(reading.code) ?? { fields: {}, sources: new Set<string>() };
        overlayNewer(entry.fields, reading.fields, sameContent);
        entry.sources.add(file);
        byCode.set(reading.code, entry);
      }
    }

    const rows: ProductCodeRow[] = [...byCode].map(([code, { fields, sources }]) => ({
      ...fields,
      product_code: code,
      device_name: fields.device_name!,
      device_class: fields.device_class!,
      medical_specialty_description:
        fields.medical_specialty_description ?? (fields.medical_specialty ? (PANEL_NAMES[fields.medical_specialty] ?? null) : null),
      source: [...sources].join(', '),
    }));
    return insertInBatches(trx, 'fda_product_codes', rows, 500);
  },
});
