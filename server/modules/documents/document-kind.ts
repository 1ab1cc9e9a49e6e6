import { ACCEPTED_FILE_TYPES, acceptedTypeOf, type AcceptedFileType } from '../../../src/api/contracts/files.ts';
import { contentPasses } from '../files/file-type.ts';
import type { DocumentKind } from './document-reading.ts';

const KIND_BY_EXTENSION: Readonly<Record<string, DocumentKind>> = { pdf: 'pdf', docx: 'docx', txt: 'text', md: 'markdown' };

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export type KindVerdict =
  | { ok: true; kind: DocumentKind }
  /** `what` names an accepted upload's type ('PNG', 'Excel') for the message. */
  | { ok: false; problem: 'unsupported'; what: string | undefined }
  | { ok: false; problem: 'encrypted' | 'malformed'; kind: DocumentKind };

/** The accepted type by the file's extension, else by the content type it was sent with (parameters aside). */
function acceptedType(fileName: string, contentType: string | undefined): AcceptedFileType | undefined {
  const base = contentType?.split(';')[0]?.trim().toLowerCase();
  return acceptedTypeOf(fileName) ?? ACCEPTED_FILE_TYPES.find((type) => type.contentType.split(';')[0] === base);
}

/**
 * Which reader a file needs, from its name (or content type) checked against its bytes. Word keeps a
 * password-protected DOCX in an OLE2 container (the format of the old .doc), which is how it is told apart.
 */
export function documentKindOf(fileName: string, contentType: string | undefined, bytes: Buffer): KindVerdict {
  const type = acceptedType(fileName, contentType);
  const extension = type?.extensions[0];
  const kind = extension ? KIND_BY_EXTENSION[extension] : undefined;
  if (!type || !kind) return { ok: false, problem: 'unsupported', what: type?.kind };
  if (kind === 'docx' && bytes.subarray(0, OLE2.length).equals(OLE2)) return { ok: false, problem: 'encrypted', kind };
  return contentPasses(type.check, bytes) ? { ok: true, kind } : { ok: false, problem: 'malformed', kind };
}
