import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { DocumentReading } from '../../../server/modules/documents/document-reading';
import { createDocumentReader } from '../../../server/modules/documents/read-document';
import { parse510kSummary } from '../../../server/modules/documents/summary/parse-510k-summary';
import { docxOfText, largePdf, pdfOfText } from '../../../server/modules/documents/testing/make-documents';
import { summaryPdfs, summarySamples, type SummarySample } from '../../../server/modules/documents/testing/summary-samples';
import { scoreSummaries } from '../../../server/modules/documents/testing/summary-scores';
import type { ReadingFigures } from './reading-outcome';

export interface ReadingOptions {
  /** How many of the 100 summaries to make documents of (all by default). */
  summaries?: number;
  /** The large PDF read while the event loop is watched: 300 pages and 8 photo-sized pictures (about 21 MB). */
  largePdfPages?: number;
  largePdfPictures?: number;
}

/**
 * Reads documents as the server will: the 100 summaries of 2025 as a PDF and as a DOCX of each one's text
 * (made with the project's pdfmake and docx), then the ten real 510(k) PDFs, each read alone and timed; then
 * a large PDF while the event loop's delay is watched.
 */
export async function measureDocumentReading(log: (line: string) => void, options: ReadingOptions = {}): Promise<ReadingFigures> {
  const reader = createDocumentReader();
  const extractionMs: number[] = [];
  const timedRead = async (bytes: Uint8Array, fileName: string): Promise<DocumentReading> => {
    const started = performance.now();
    const reading = await reader.read(bytes, { fileName });
    extractionMs.push(performance.now() - started);
    return reading;
  };
  const textOf = (reading: DocumentReading) => (reading.ok ? reading.text : '');
  try {
    const samples = summarySamples().slice(0, options.summaries);
    log(`Making a PDF and a DOCX of each of ${samples.length} summaries, reading and parsing them`);
    const pdfResults: { sample: SummarySample; parsed: ReturnType<typeof parse510kSummary> }[] = [];
    const docxResults: typeof pdfResults = [];
    for (const sample of samples) {
      const [pdf, docx] = await Promise.all([pdfOfText(sample.summary_raw), docxOfText(sample.summary_raw)]);
      pdfResults.push({ sample, parsed: parse510kSummary(textOf(await timedRead(pdf, `${sample.k_number}.pdf`))) });
      docxResults.push({ sample, parsed: parse510kSummary(textOf(await timedRead(docx, `${sample.k_number}.docx`))) });
    }

    log('Reading the ten real 510(k) PDFs');
    const realPdfs = { read: 0, withDescriptionAndIndications: 0, productCodesFound: 0, total: 0 };
    for (const pdf of summaryPdfs()) {
      const reading = await timedRead(pdf.bytes, `${pdf.kNumber}.pdf`);
      const parsed = parse510kSummary(textOf(reading));
      realPdfs.total++;
      realPdfs.read += Number(reading.ok);
      realPdfs.withDescriptionAndIndications += Number(parsed.deviceDescription !== null && parsed.indicationsForUse !== null);
      realPdfs.productCodesFound += Number(pdf.productCodes.every((code) => parsed.productCodes.includes(code)));
    }

    const pages = options.largePdfPages ?? 300;
    log(`Making a ${pages}-page PDF and reading it while the event loop is watched`);
    const bytes = await largePdf(samples.map((sample) => sample.summary_raw).join('\n'), pages, options.largePdfPictures ?? 8);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const started = performance.now();
    delay.enable();
    const reading = await reader.read(bytes, { fileName: 'large.pdf' });
    delay.disable();
    const readMs = performance.now() - started;
    if (!reading.ok) throw new Error(reading.message);
    return {
      summaries: { pdf: scoreSummaries(pdfResults), docx: scoreSummaries(docxResults) },
      realPdfs,
      extractionMs,
      largePdf: { pages: reading.pages ?? 0, bytes: bytes.byteLength, readMs, largestDelayMs: delay.max / 1e6 },
    };
  } finally {
    await reader.close();
  }
}
