import type { DocumentLimits } from '../document-limits.ts';
import { checkedText, type Extraction } from './extraction.ts';

/** A TXT or MD file's text: UTF-8 (a byte-order mark dropped), line ends made \n. */
export function plainText(bytes: Uint8Array, limits: DocumentLimits): Extraction {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  return checkedText(text.replace(/\r\n?/g, '\n'), null, limits);
}
