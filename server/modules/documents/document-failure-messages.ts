import { formatBytes } from '../../../src/api/contracts/files.ts';
import type { DocumentKind } from './document-reading.ts';
import type { DocumentLimits } from './document-limits.ts';

const KIND_NAMES: Record<DocumentKind, string> = { pdf: 'PDF', docx: 'Word (DOCX)', text: 'UTF-8 text', markdown: 'UTF-8 Markdown' };

const count = (value: number) => value.toLocaleString('en-US');

/** The user's message for each way a document can fail to be read: what is wrong, and what to do instead. */
export const documentFailureMessages = {
  unsupported: (fileName: string, what: string | undefined) =>
    `Clearway reads the text of PDF, DOCX, TXT and MD files; ${fileName} is ${what ? `a ${what} file` : 'none of these'}.`,
  noText: (fileName: string) =>
    `${fileName} holds no text to read: it looks like a scan or a picture. Upload a version with selectable text (a PDF saved from the original, a DOCX or a TXT).`,
  encrypted: (fileName: string) =>
    `${fileName} is password-protected (encrypted), so its text cannot be read. Upload a copy saved without the password.`,
  malformed: (fileName: string, kind: DocumentKind) =>
    `${fileName} could not be read: it is damaged, cut short, or not a valid ${KIND_NAMES[kind]} file. Nothing of it was kept.`,
  tooLarge: (fileName: string, bytes: number, limits: DocumentLimits) =>
    `${fileName} is ${formatBytes(bytes)}; Clearway reads documents of up to ${formatBytes(limits.bytes)}.`,
  tooManyPages: (fileName: string, pages: number, limits: DocumentLimits) =>
    `${fileName} has ${count(pages)} pages; Clearway reads documents of up to ${count(limits.pages)} pages. Upload the part that describes the device.`,
  tooMuchText: (fileName: string, limits: DocumentLimits) =>
    `${fileName} holds more than ${count(limits.characters)} characters of text, more than Clearway reads from one document. Upload the part that describes the device.`,
  busy: (fileName: string) => `Clearway is reading too many documents at once; try ${fileName} again in a minute.`,
  timedOut: (fileName: string, timeoutMs: number) => {
    const seconds = Math.max(1, Math.round(timeoutMs / 1000));
    return `Reading ${fileName} took longer than ${seconds === 1 ? '1 second' : `${seconds} seconds`} and was stopped. If it is very large, upload the part that describes the device.`;
  },
};
