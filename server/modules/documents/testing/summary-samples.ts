import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { rawCsvRecords, rawLines } from '../../../testing/raw-fda-files.ts';

/** One of the 100 summaries of 2025 with the fields its source extracted (device_description, intended_use). */
export interface SummarySample {
  k_number: string;
  device_description: string | null;
  intended_use: string | null;
  summary_raw: string;
}

export const SUMMARIES_FILE = 'predicates/510k_summaries_100_2025.jsonl';
export const SUMMARY_PDFS_FOLDER = '510k_summary_pdfs';

export function summarySamples(): SummarySample[] {
  return rawLines(SUMMARIES_FILE).map((line) => JSON.parse(line) as SummarySample);
}

/** One of the ten 510(k) PDFs as FDA publishes them, with what index.csv says of it. */
export interface SummaryPdf {
  kNumber: string;
  pages: number;
  /** 'yes', or 'partial' where some pages (a form, a signature) are pictures. */
  textLayer: string;
  /** The product codes the PDF's text names. */
  productCodes: string[];
  bytes: Buffer;
}

export function summaryPdfs(): SummaryPdf[] {
  return rawCsvRecords(`${SUMMARY_PDFS_FOLDER}/index.csv`).map((record) => ({
    kNumber: record.k_number!,
    pages: Number(record.pages),
    textLayer: record.has_text_layer!,
    productCodes: record.product_code_in_text!.split(';'),
    bytes: readFileSync(path.join(fdaDataDir(), SUMMARY_PDFS_FOLDER, record.file!)),
  }));
}
