import { type AcceptedFileType, type ContentCheck, acceptedTypeOf } from '../../../src/api/contracts/files.ts';

const PDF = Buffer.from('%PDF-', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// Every OOXML package lists its parts in [Content_Types].xml; the entry names sit uncompressed in the zip.
const OOXML_TYPES = Buffer.from('[Content_Types].xml', 'latin1');
const WORD_PART = Buffer.from('word/', 'latin1');
const EXCEL_PART = Buffer.from('xl/', 'latin1');

const startsWith = (bytes: Buffer, magic: Buffer) => bytes.subarray(0, magic.length).equals(magic);

function isUtf8TextWithoutNul(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const isOoxml = (bytes: Buffer, part: Buffer) =>
  startsWith(bytes, ZIP) && bytes.includes(OOXML_TYPES) && bytes.includes(part);

const CHECKS: Record<ContentCheck, (bytes: Buffer) => boolean> = {
  pdf: (bytes) => startsWith(bytes, PDF),
  png: (bytes) => startsWith(bytes, PNG),
  jpeg: (bytes) => startsWith(bytes, JPEG),
  docx: (bytes) => isOoxml(bytes, WORD_PART),
  xlsx: (bytes) => isOoxml(bytes, EXCEL_PART),
  ole2: (bytes) => startsWith(bytes, OLE2),
  'utf8-text': isUtf8TextWithoutNul,
};

/** Whether the bytes are of the kind the check names (magic bytes, or UTF-8 text without NUL). */
export function contentPasses(check: ContentCheck, bytes: Buffer): boolean {
  return CHECKS[check](bytes);
}

export type FileTypeVerdict =
  | { ok: true; type: AcceptedFileType }
  | { ok: false; problem: 'not-accepted' }
  | { ok: false; problem: 'content-mismatch' | 'not-utf8-text'; type: AcceptedFileType; extension: string };

/**
 * Whether a file may be stored: its extension must be an accepted one and its bytes must be that kind of
 * file (the magic bytes of PDF, PNG, JPEG, OOXML or OLE2; valid UTF-8 without NUL for the text types).
 * The content type the browser declared is not trusted.
 */
export function checkFileType(fileName: string, bytes: Buffer): FileTypeVerdict {
  const type = acceptedTypeOf(fileName);
  if (!type) return { ok: false, problem: 'not-accepted' };
  if (contentPasses(type.check, bytes)) return { ok: true, type };
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return { ok: false, problem: type.check === 'utf8-text' ? 'not-utf8-text' : 'content-mismatch', type, extension };
}
