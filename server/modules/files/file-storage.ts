import type { Readable } from 'node:stream';
import { FILE_MESSAGES } from '../../../src/api/contracts/files.ts';
import { ERROR_CODES } from '../../../src/api/contracts/error-codes.ts';
import { HttpError } from '../../http/errors.ts';
import type { SignedObjectLink } from './link-signature.ts';

/** A link that reads one object without a bearer token, until `expiresAt`. */
export interface ReadLink {
  url: string;
  expiresAt: Date;
}

/** An object opened for a download. */
export interface OpenedObject {
  body: Readable;
  size: number;
}

/** An object the storage holds. */
export interface StoredObject {
  key: string;
  size: number;
}

/** Orders objects by key, as a listing gives them. */
export const byKey = (a: StoredObject, b: StoredObject) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Where uploaded files live, by object key (see object-keys.ts; keys reaching a storage are well-formed).
 * A failure of the storage itself throws a FileStorageError.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the object whole or not at all. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Opens the object for reading; undefined when there is none. */
  open(key: string): Promise<OpenedObject | undefined>;
  /** Deletes the object; deleting one that is not there is no error. */
  remove(key: string): Promise<void>;
  readLink(key: string): Promise<ReadLink>;
  /** Every object held under a well-formed key, in key order (what a backup copies). */
  list(): Promise<StoredObject[]>;
  /**
   * Opens the object a signed link names, for a storage that serves its own links (the local one); throws
   * LinkRejectedError for a forged or expired link and resolves undefined when the object is gone.
   */
  openSigned?(link: SignedObjectLink): Promise<OpenedObject | undefined>;
  /** Removes the temporary files of puts whose process was killed (write-owner.ts); how many. */
  removeAbandonedTemporaryFiles?(): Promise<number>;
}

/** The storage failed (unreachable, refused, disk error); `detail` goes to the log, not to the client. */
export class FileStorageError extends HttpError {
  constructor(readonly detail: string) {
    super(503, ERROR_CODES.unavailable, FILE_MESSAGES.storageUnavailable);
  }
}

/** The storage has no room for the object (a full disk, a quota): 507, and nothing of it was kept. */
export class FileStorageFullError extends HttpError {
  constructor(readonly detail: string) {
    super(507, ERROR_CODES.storageFull, FILE_MESSAGES.storageFull);
  }
}

/** A signed link that was tampered with or has expired. */
export class LinkRejectedError extends HttpError {
  constructor() {
    super(403, ERROR_CODES.forbidden, FILE_MESSAGES.linkInvalid);
  }
}
