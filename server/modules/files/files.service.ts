import {
  acceptedTypeOf,
  FILE_MESSAGES,
  FILE_NAME_MAX_LENGTH,
  FOLDER_NAME_PATTERN,
  UPLOAD_FIELD,
  type FileUrl,
  type SignedObjectQuery,
  type UploadedFile,
} from '../../../src/api/contracts/files.ts';
import { ERROR_CODES } from '../../../src/api/contracts/error-codes.ts';
import { HttpError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type { FileStorage, OpenedObject } from './file-storage.ts';
import { checkFileType } from './file-type.ts';
import { isKeyOf, newObjectKey } from './object-keys.ts';

export type FilesService = ReturnType<typeof createFilesService>;

const FILE_FIELD = `body.${UPLOAD_FIELD}`;

export interface Upload {
  uid: string;
  folderName: string;
  /** The name the browser sent with the file. */
  fileName: string;
  bytes: Buffer;
}

export interface DownloadableObject extends OpenedObject {
  contentType: string;
}

/** The upload's folder_name, checked; a missing or malformed one is a 400. */
export function readFolderName(raw: string | undefined): string {
  if (raw === undefined || !FOLDER_NAME_PATTERN.test(raw)) {
    throw new ValidationError(FILE_MESSAGES.folderName, 'query.folder_name');
  }
  return raw;
}

/** The file name without any folders some browsers prepend. */
const baseNameOf = (fileName: string) => fileName.split(/[\\/]/).pop()?.trim() ?? '';

function checkedFile(fileName: string, bytes: Buffer, maxBytes: number) {
  const name = baseNameOf(fileName);
  if (name === '') throw new ValidationError(FILE_MESSAGES.fileNameMissing, FILE_FIELD);
  if (name.length > FILE_NAME_MAX_LENGTH) throw new ValidationError(FILE_MESSAGES.fileNameTooLong, FILE_FIELD);
  if (bytes.length === 0) throw new ValidationError(FILE_MESSAGES.empty, FILE_FIELD);
  if (bytes.length > maxBytes) {
    throw new HttpError(413, ERROR_CODES.payloadTooLarge, FILE_MESSAGES.tooLarge(maxBytes), FILE_FIELD);
  }
  const verdict = checkFileType(name, bytes);
  if (verdict.ok) return { name, type: verdict.type };
  const message =
    verdict.problem === 'not-accepted'
      ? FILE_MESSAGES.typeNotAccepted
      : verdict.problem === 'not-utf8-text'
        ? FILE_MESSAGES.notUtf8Text(verdict.extension)
        : FILE_MESSAGES.contentMismatch(verdict.type.kind, verdict.extension);
  throw new HttpError(415, ERROR_CODES.unsupportedMediaType, message, FILE_FIELD);
}

/**
 * Attachments: checked (name, size, type by extension and content) before anything is stored, kept under
 * keys in the caller's own space, read through links that expire. Another user's key answers exactly as
 * an unknown one does.
 */
export function createFilesService(
  storage: FileStorage,
  { maxBytes, now = () => new Date() }: { maxBytes: number; now?: () => Date },
) {
  return {
    maxBytes,

    async upload({ uid, folderName, fileName, bytes }: Upload): Promise<UploadedFile> {
      const { name, type } = checkedFile(fileName, bytes, maxBytes);
      const key = newObjectKey(uid, readFolderName(folderName), name);
      // The link first: signing cannot fail after the object is stored and leave it unknown to the caller.
      const link = await storage.readLink(key);
      await storage.put(key, bytes, type.contentType);
      return {
        name,
        object_key: key,
        folder_name: folderName,
        content_type: type.contentType,
        size: bytes.length,
        url: link.url,
        url_expires_at: link.expiresAt.toISOString(),
        uploadedAt: now().toISOString(),
      };
    },

    async link(uid: string, objectKey: string | undefined): Promise<FileUrl> {
      const key = objectKey?.trim() ?? '';
      if (key === '') throw new ValidationError(FILE_MESSAGES.objectKeyRequired, 'query.object_key');
      if (!isKeyOf(uid, key) || !(await storage.exists(key))) throw new NotFoundError(FILE_MESSAGES.notFound);
      const link = await storage.readLink(key);
      return { url: link.url, expires_at: link.expiresAt.toISOString() };
    },

    /** The object a signed link of the local storage names. */
    async openSigned({ key, expires, signature }: SignedObjectQuery): Promise<DownloadableObject> {
      if (!key) throw new ValidationError(FILE_MESSAGES.linkInvalid, 'query.key');
      if (!expires) throw new ValidationError(FILE_MESSAGES.linkInvalid, 'query.expires');
      if (!signature) throw new ValidationError(FILE_MESSAGES.linkInvalid, 'query.signature');
      const type = acceptedTypeOf(key);
      if (!storage.openSigned || !type) throw new NotFoundError(FILE_MESSAGES.notFound);
      const expiresAt = /^\d{1,12}$/.test(expires) ? Number(expires) : Number.NaN;
      const opened = await storage.openSigned({ key, expires: expiresAt, signature });
      if (!opened) throw new NotFoundError(FILE_MESSAGES.notFound);
      return { ...opened, contentType: type.contentType };
    },
  };
}
