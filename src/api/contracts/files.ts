import { type } from 'arktype';
import type { AiAttachment } from './ai.ts';

/**
 * Attachment uploads of the REST base (SPEC.md section 7: POST /minio/upload-file-object?folder_name with the
 * multipart field uploaded_file, and the "s3/url" link), stored locally or in an S3-compatible bucket.
 */
export const FILE_PATHS = {
  upload: '/minio/upload-file-object',
  url: '/s3/url',
  /** Where a signed link of the local storage points; it needs no bearer token (the browser opens it). */
  signedObject: '/files/object',
} as const;

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'uploaded_file';

export const UPLOAD_DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

/** What a folder_name may be: 1-64 letters, digits, '-' or '_'. */
export const FOLDER_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const FILE_NAME_MAX_LENGTH = 255;

/** How the server checks that a file's content is what its extension says. */
export type ContentCheck = 'pdf' | 'png' | 'jpeg' | 'docx' | 'xlsx' | 'ole2' | 'utf8-text';

export interface AcceptedFileType {
  kind: string;
  extensions: readonly string[];
  contentType: string;
  check: ContentCheck;
}

/** The kinds of file an upload may be; anything else is refused with 415. */
export const ACCEPTED_FILE_TYPES: readonly AcceptedFileType[] = [
  { kind: 'PDF', extensions: ['pdf'], contentType: 'application/pdf', check: 'pdf' },
  { kind: 'Word', extensions: ['doc'], contentType: 'application/msword', check: 'ole2' },
  {
    kind: 'Word',
    extensions: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    check: 'docx',
  },
  { kind: 'Excel', extensions: ['xls'], contentType: 'application/vnd.ms-excel', check: 'ole2' },
  {
    kind: 'Excel',
    extensions: ['xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    check: 'xlsx',
  },
  { kind: 'CSV', extensions: ['csv'], contentType: 'text/csv; charset=utf-8', check: 'utf8-text' },
  { kind: 'text', extensions: ['txt'], contentType: 'text/plain; charset=utf-8', check: 'utf8-text' },
  { kind: 'Markdown', extensions: ['md'], contentType: 'text/markdown; charset=utf-8', check: 'utf8-text' },
  { kind: 'PNG', extensions: ['png'], contentType: 'image/png', check: 'png' },
  { kind: 'JPEG', extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', check: 'jpeg' },
];

/** The accepted extensions as an `accept` attribute of a file input: ".pdf,.doc,...". */
export const ACCEPT_ATTRIBUTE = ACCEPTED_FILE_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(',');

/** The accepted type of a file name by its (last, case-insensitive) extension. */
export function acceptedTypeOf(fileName: string): AcceptedFileType | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return ACCEPTED_FILE_TYPES.find((t) => t.extensions.includes(extension));
}

/** 20971520 -> '20 MB', 1536 -> '1.5 KB', 900 -> '900 bytes'. */
export function formatBytes(bytes: number): string {
  const units = [
    ['MB', 1024 * 1024],
    ['KB', 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

const ACCEPTED_KINDS =
  'PDF, Word (.doc, .docx), Excel (.xls, .xlsx), CSV, plain text (.txt), Markdown (.md), PNG or JPEG';

export const FILE_MESSAGES = {
  notMultipart: `Send the file as multipart/form-data, in the field "${UPLOAD_FIELD}".`,
  fileMissing: `Choose a file to upload (multipart field "${UPLOAD_FIELD}").`,
  oneFileOnly: `Send one file at a time in the field "${UPLOAD_FIELD}".`,
  folderName: 'folder_name is required: 1-64 characters, each a letter, a digit, "-" or "_".',
  fileNameMissing: 'The file has no name.',
  fileNameTooLong: `The file name is longer than ${FILE_NAME_MAX_LENGTH} characters.`,
  empty: 'The file is empty.',
  tooLarge: (maxBytes: number) => `The file is larger than ${formatBytes(maxBytes)}.`,
  typeNotAccepted: `This type of file is not accepted. Upload a ${ACCEPTED_KINDS} file.`,
  contentMismatch: (kind: string, extension: string) =>
    `The file is not a valid ${kind} file: its content does not match its .${extension} name.`,
  notUtf8Text: (extension: string) => `A .${extension} file must be UTF-8 text without NUL characters.`,
  objectKeyRequired: 'object_key is required.',
  notFound: 'File not found.',
  linkInvalid: 'This file link is not valid or has expired. Open the file again from Clearway to get a new link.',
  storageUnavailable: 'The file storage is not available right now. Please try again later.',
  storageFull: 'The file storage is full, so the file was not saved. Please try again later, or ask your administrator to free space.',
} as const;

/** The query of POST /minio/upload-file-object (checked against FOLDER_NAME_PATTERN by the route). */
export const UploadQuery = type({ 'folder_name?': 'string' });

/** The answer of an upload; name, url, content_type and size make it a profile attachment as it is. */
export const UploadedFile = type({
  /** The file name as the user's computer gave it. */
  name: 'string',
  object_key: 'string',
  folder_name: 'string',
  content_type: 'string',
  size: 'number.integer >= 0',
  /** A read link that works without a bearer token until url_expires_at. */
  url: 'string',
  url_expires_at: 'string',
  uploadedAt: 'string',
});
export type UploadedFile = typeof UploadedFile.infer;

/** The query of GET /s3/url: a key an upload of the caller returned. */
export const FileUrlQuery = type({ 'object_key?': 'string' });
export type FileUrlQuery = typeof FileUrlQuery.infer;

/** A fresh read link of an uploaded file. */
export const FileUrl = type({ url: 'string', expires_at: 'string' });
export type FileUrl = typeof FileUrl.infer;

/** The query of a signed link of the local storage. */
export const SignedObjectQuery = type({ 'key?': 'string', 'expires?': 'string', 'signature?': 'string' });
export type SignedObjectQuery = typeof SignedObjectQuery.infer;

/** The attachment a device profile stores for an upload (the key gets a fresh link once `url` expires). */
export function toAttachment({ name, object_key, url, content_type, size }: UploadedFile): AiAttachment {
  return { name, object_key, url, content_type, size };
}
