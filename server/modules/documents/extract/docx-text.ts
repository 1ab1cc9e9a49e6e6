import mammoth from 'mammoth';
import type { DocumentLimits } from '../document-limits.ts';
import { checkedText, type Extraction } from './extraction.ts';

/** A Word document's paragraphs as lines (mammoth's raw text parts them with a blank line). */
export async function docxText(bytes: Uint8Array, limits: DocumentLimits): Promise<Extraction> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    return checkedText(value.replace(/\n{2,}/g, '\n').trim(), null, limits);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
