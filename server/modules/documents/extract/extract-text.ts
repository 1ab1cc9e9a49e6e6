import { docxText } from './docx-text.ts';
import type { Extraction, ExtractionJob } from './extraction.ts';
import { pdfText } from './pdf-text.ts';
import { plainText } from './plain-text.ts';

/** A document's text by its kind; runs in a reading thread (document-reader.worker.ts). */
export async function extractText({ kind, bytes, limits }: ExtractionJob): Promise<Extraction> {
  switch (kind) {
    case 'pdf':
      return pdfText(bytes, limits);
    case 'docx':
      return docxText(bytes, limits);
    case 'text':
    case 'markdown':
      return plainText(bytes, limits);
  }
}
