import type { Kysely } from 'kysely';
import type { AiProfile, ProfileField } from '../../src/api/contracts/ai.ts';
import type { Database } from '../../server/db/schema.ts';
import { documentFields } from '../../server/modules/ai/chat/profiler/documents/document-fields.ts';
import { createDocumentReader } from '../../server/modules/documents/read-document.ts';
import { parse510kSummary } from '../../server/modules/documents/summary/parse-510k-summary.ts';
import { pdfOfText } from '../../server/modules/documents/testing/make-documents.ts';
import { summaryPdfs, summarySamples } from '../../server/modules/documents/testing/summary-samples.ts';
import { strippedProfile, type CaseToClassify } from './classify-cases.ts';

/** A held-out question asked from an uploaded document: what the profiler filled from it, stripped. */
export interface UploadedCase extends CaseToClassify {
  /** Whether the document's text was read at all. */
  read: boolean;
  /** The day FDA decided the clearance (YYYY-MM-DD), when the full database holds its record. */
  decided: string | null;
}

/** The uploaded-document sets: the 2025 summaries as PDFs (all held out), and FDA's ten real PDFs split by the as-of day. */
export interface UploadedCases {
  summaries: UploadedCase[];
  realPdfs: { heldOut: UploadedCase[]; notHeldOut: UploadedCase[] };
}

/**
 * What classification is given from a document's text: the name, description, intended use and references the
 * profiler fills from it (documentFields: a 510(k) summary's sections, else labelled fields), with the answers
 * stripped (product codes, regulation and K-numbers; the classification names the references state stay).
 */
export function uploadedDocumentProfile(text: string, fileName: string, productCodes: ReadonlySet<string>): AiProfile {
  const filled = new Map(documentFields(text, fileName).map((update) => [update.field, update.value]));
  const value = (field: ProfileField) => filled.get(field) ?? '';
  return strippedProfile(
    { device_name: value('device_name'), description: value('description'), intended_use: value('intended_use'), references: value('references') },
    productCodes,
  );
}

/** The codes a case is judged against: the 510(k) record's code first (else the first code named), then every other code named. */
export function caseTruths(recordCode: string | null, named: readonly string[]): string[] {
  return [...new Set([...(recordCode ? [recordCode] : []), ...named])];
}

/**
 * Whether a clearance was decided after the as-of day: by its decision day when the full database has it,
 * else by its K-number, whose two digits after the K are the year FDA received it (received after the as-of
 * year, decided after it). Neither known: not shown to be held out.
 */
export function decidedAfter(kNumber: string, decided: string | null, asOf: Date): boolean {
  if (decided !== null) return decided > asOf.toISOString().slice(0, 10);
  const received = /^K(\d{2})\d{4}$/.exec(kNumber)?.[1];
  return received !== undefined && 2000 + Number(received) > asOf.getUTCFullYear();
}

interface Upload {
  kNumber: string;
  bytes: () => Promise<Uint8Array>;
  /** Codes known apart from the document (index.csv of the real PDFs). */
  namedCodes: readonly string[];
}

async function clearanceRecords(full: Kysely<Database>, kNumbers: readonly string[]) {
  const query = full.selectFrom('fda_devices').select(['k_number', 'product_code', 'decision_date']);
  const rows = kNumbers.length === 0 ? [] : await query.where('k_number', 'in', kNumbers).execute();
  return new Map(rows.map((row) => [row.k_number, row]));
}

/**
 * Each upload read as the server reads it, filled into a profile as the profiler fills it, and judged against
 * the full database's record of its K-number and the codes the document itself names (which the engine never
 * sees: they are stripped). Uploads with no code to judge against are left out.
 */
async function readUploads(uploads: readonly Upload[], full: Kysely<Database>, productCodes: ReadonlySet<string>): Promise<UploadedCase[]> {
  const records = await clearanceRecords(full, uploads.map((upload) => upload.kNumber));
  const reader = createDocumentReader();
  try {
    const cases: UploadedCase[] = [];
    for (const upload of uploads) {
      const fileName = `${upload.kNumber}.pdf`;
      const reading = await reader.read(await upload.bytes(), { fileName });
      const text = reading.ok ? reading.text : '';
      const record = records.get(upload.kNumber);
      const truths = caseTruths(record?.product_code ?? null, [...upload.namedCodes, ...parse510kSummary(text).productCodes]);
      if (truths.length === 0) continue;
      cases.push({
        k_number: upload.kNumber,
        truth: truths[0]!,
        truths,
        profile: uploadedDocumentProfile(text, fileName, productCodes),
        read: reading.ok,
        decided: record?.decision_date?.toISOString().slice(0, 10) ?? null,
      });
    }
    return cases;
  } finally {
    await reader.close();
  }
}

/**
 * The product-code questions of issue 25's documents bench: each 2025 summary made into a PDF of its text
 * (pdfmake, as the documents bench does) and FDA's ten real 510(k) PDFs, read and filled as an upload is.
 * `held` is every K-number the as-of database holds: summaries it holds are not held out and are left out.
 * The real PDFs are held out when the as-of database lacks them and they were decided after `asOf`; the
 * others (decided by then, or not known to be decided after) are kept apart, for reference only.
 */
export async function uploadedCases(
  full: Kysely<Database>,
  { held, asOf }: { held: ReadonlySet<string>; asOf: Date },
  productCodes: ReadonlySet<string>,
): Promise<UploadedCases> {
  const summaries = summarySamples()
    .filter((sample) => !held.has(sample.k_number))
    .map((sample): Upload => ({ kNumber: sample.k_number, bytes: () => pdfOfText(sample.summary_raw), namedCodes: [] }));
  const realPdfs = summaryPdfs().map((pdf): Upload => ({ kNumber: pdf.kNumber, bytes: async () => pdf.bytes, namedCodes: pdf.productCodes }));
  const real = await readUploads(realPdfs, full, productCodes);
  const heldOut = (item: UploadedCase) => !held.has(item.k_number) && decidedAfter(item.k_number, item.decided, asOf);
  return {
    summaries: await readUploads(summaries, full, productCodes),
    realPdfs: { heldOut: real.filter(heldOut), notHeldOut: real.filter((item) => !heldOut(item)) },
  };
}
