import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import type { FdaDeviceDocumentsTable, FdaStandardRecognitionsTable } from '../../../db/fda-schema.ts';
import type { Database } from '../../../db/schema.ts';
import { recognitionStatements } from '../../../modules/ai/standards/recognition/recognition-statements.ts';
import { matchFiles } from '../../data-files.ts';
import { isAfterAsOf } from '../../dates.ts';
import { defineDataset, type ImportContext } from '../../dataset.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { readJsonLines } from '../../read.ts';
import { kNumberYear } from './devices.ts';
import { technologicalCharacteristics } from './tech-characteristics.ts';

type DocumentRow = Insertable<FdaDeviceDocumentsTable>;
type RecognitionRow = Insertable<FdaStandardRecognitionsTable>;

const SUMMARY_TEXTS = 'predicates/510k_summaries*.jsonl';
const IVD_DOCUMENTS = 'ivd_decision_summaries/ivd_decision_summaries*.jsonl.gz';
/** About 1.5 MB of text per statement: big enough to keep PostgreSQL busy, small enough for memory. */
const BATCH_SIZE = 50;
const DOC_TYPES = new Set(['510k_summary', 'decision_summary']);
const K_NUMBER = /^K\d{6}$/;

/** PostgreSQL text cannot hold U+0000 (one IVD document has it). */
function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replaceAll('\u0000', '').trim();
  return text === '' ? null : text;
}

function textList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(cleanText).filter((item): item is string => item !== null);
}

/** 510(k) summary texts: {k_number, device_description, intended_use, summary_raw}. */
function fromSummaryText(value: Record<string, unknown>, file: string): DocumentRow | string {
  const body = cleanText(value.summary_raw);
  if (body === null) return 'no summary_raw text';
  return {
    k_number: String(value.k_number),
    doc_type: '510k_summary',
    device_description: cleanText(value.device_description),
    intended_use: cleanText(value.intended_use),
    tech_characteristics: technologicalCharacteristics(body),
    body,
    source: file,
  };
}

/** The IVD document set: decision summaries and 510(k) summaries with their parsed fields. */
function fromIvdDocument(value: Record<string, unknown>, file: string): DocumentRow | string {
  const body = cleanText(value.text);
  if (body === null) return 'no text';
  const docType = String(value.doc_type);
  if (!DOC_TYPES.has(docType)) return `unknown doc_type "${docType}"`;
  return {
    k_number: String(value.k_number),
    doc_type: docType,
    proprietary_name: cleanText(value.proprietary_name),
    applicant: cleanText(value.applicant),
    intended_use: cleanText(value.intended_use),
    tech_characteristics: docType === '510k_summary' ? technologicalCharacteristics(body) : null,
    product_codes: textList(value.product_code),
    regulation_numbers: textList(value.regulation_number),
    device_classes: textList(value.device_class),
    predicate_k_numbers: textList(value.predicate_k_numbers),
    standards_referenced: textList(value.standards_referenced),
    purpose: cleanText(value.purpose),
    measurand: cleanText(value.measurand),
    type_of_test: cleanText(value.type_of_test),
    body,
    source: typeof value.source_path === 'string' ? `${file}: ${value.source_path}` : file,
  };
}

/** The recognition numbers a document's text states for the standards it cites. */
function recognitionRows(document: DocumentRow): RecognitionRow[] {
  return recognitionStatements(document.body).map((statement) => ({
    k_number: document.k_number,
    doc_type: document.doc_type,
    designation: statement.designation,
    designation_key: statement.designationKey,
    edition: statement.edition,
    recognition_number: statement.recognitionNumber,
  }));
}

/** K-number -> decision date of the devices held, for --as-of. */
async function decisionDates(trx: Kysely<Database>, asOf: Date | null): Promise<Map<string, string | null>> {
  if (asOf === null) return new Map();
  const rows = await trx.selectFrom('fda_devices').select(['k_number', 'decision_date']).execute();
  return new Map(rows.map((r) => [r.k_number, r.decision_date ? r.decision_date.toISOString().slice(0, 10) : null]));
}

/** Known after the as-of day: by the device's decision date when held, else by the K-number's year. */
function afterAsOf(kNumber: string, decided: Map<string, string | null>, asOf: Date | null): boolean {
  if (asOf === null) return false;
  const decision = decided.get(kNumber);
  if (decision) return isAfterAsOf(decision, asOf);
  return kNumberYear(kNumber) > asOf.getUTCFullYear();
}

async function* documentsOf(
  file: string,
  toRow: (value: Record<string, unknown>, file: string) => DocumentRow | string,
  ctx: ImportContext,
  decided: Map<string, string | null>,
  recognitions: RecognitionRow[],
): AsyncGenerator<DocumentRow> {
  const reject = (line: number, reason: string) => ctx.reject(file, line, reason);
  let read = 0;
  for await (const { line, value } of readJsonLines(path.join(ctx.dataDir, file), { onBadLine: reject })) {
    if (++read % BATCH_SIZE === 0) ctx.progress(BATCH_SIZE);
    if (typeof value !== 'object' || value === null) {
      reject(line, 'not a JSON object');
      continue;
    }
    const kNumber = String((value as Record<string, unknown>).k_number ?? '');
    if (!K_NUMBER.test(kNumber)) {
      reject(line, `"${kNumber}" is not a K-number`);
      continue;
    }
    const row = toRow(value as Record<string, unknown>, file);
    if (typeof row === 'string') reject(line, row);
    else if (!afterAsOf(kNumber, decided, ctx.asOf)) {
      recognitions.push(...recognitionRows(row));
      yield row;
    }
  }
  ctx.progress(read % BATCH_SIZE);
}

export const deviceDocuments = defineDataset({
  name: 'device-documents',
  description: '510(k) summaries and IVD decision summaries: full text with intended use, predicates and standards, and the recognition numbers they state',
  tables: ['fda_device_documents', 'fda_standard_recognitions'],
  files: [SUMMARY_TEXTS, IVD_DOCUMENTS],
  after: ['devices'],
  async load(trx, ctx) {
    const decided = await decisionDates(trx, ctx.asOf);
    const recognitions: RecognitionRow[] = [];
    let stored = 0;
    for (const file of await matchFiles(ctx.dataDir, SUMMARY_TEXTS)) {
      stored += await insertInBatches(trx, 'fda_device_documents', documentsOf(file, fromSummaryText, ctx, decided, recognitions), BATCH_SIZE);
    }
    for (const file of await matchFiles(ctx.dataDir, IVD_DOCUMENTS)) {
      stored += await insertInBatches(trx, 'fda_device_documents', documentsOf(file, fromIvdDocument, ctx, decided, recognitions), BATCH_SIZE);
    }
    await insertInBatches(trx, 'fda_standard_recognitions', recognitions, 1000);
    return stored;
  },
});
