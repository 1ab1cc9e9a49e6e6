import type { DocumentKind } from '../document-reading.ts';
import type { DocumentLimits } from '../document-limits.ts';

/** What the reading thread is asked to read: the bytes (a copy, moved to it) and the limits to hold them to. */
export interface ExtractionJob {
  kind: DocumentKind;
  bytes: Uint8Array;
  limits: DocumentLimits;
}

/** The reading thread's answer; the failure's wording is made by the caller, who knows the file's name. */
export type Extraction =
  | { ok: true; text: string; pages: number | null }
  | { ok: false; reason: 'no-text' | 'encrypted' | 'malformed' }
  | { ok: false; reason: 'too-many-pages' | 'too-much-text'; count: number };

/** A text of this many letters or digits or fewer is taken for none: a scan's stray page number is not text. */
const LEAST_TEXT = 20;

/** The text read, or the failure it amounts to: too little to be text, or more characters than allowed. */
export function checkedText(text: string, pages: number | null, limits: DocumentLimits): Extraction {
  if (text.length > limits.characters) return { ok: false, reason: 'too-much-text', count: text.length };
  const letters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  if (letters <= LEAST_TEXT) return { ok: false, reason: 'no-text' };
  return { ok: true, text, pages };
}
