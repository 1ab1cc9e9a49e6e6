import { createHash, randomBytes } from 'node:crypto';
import { FOLDER_NAME_PATTERN } from '../../../src/api/contracts/files.ts';

const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;
const SAFE_NAME_MAX = 100;
const ID_LENGTH = 16;
const KEY = new RegExp(
  `^([A-Za-z0-9_-]{1,128})/([A-Za-z0-9_-]{1,64})/[0-9a-f]{${ID_LENGTH}}-[A-Za-z0-9._-]{1,${SAFE_NAME_MAX}}$`,
);

/** The caller's folder segment: the uid itself when it is path-safe (Firebase's are), else a hash of it. */
export function ownerSegment(uid: string): string {
  return SAFE_SEGMENT.test(uid) ? uid : `u-${createHash('sha256').update(uid).digest('base64url')}`;
}

/**
 * A name that is safe in a path and a URL: accents dropped, anything but letters, digits, '.', '_' and '-'
 * turned into '-', a lower-case extension kept, at most 100 characters.
 */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '') : '';
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '');
  const suffix = extension ? `.${extension.slice(0, 10)}` : '';
  return `${stem.slice(0, SAFE_NAME_MAX - suffix.length) || 'file'}${suffix}`;
}

/** A fresh key `<uid>/<folder_name>/<random id>-<safe file name>`. */
export function newObjectKey(uid: string, folderName: string, fileName: string): string {
  if (!FOLDER_NAME_PATTERN.test(folderName)) throw new Error(`Unsafe folder name ${JSON.stringify(folderName)}`);
  return `${ownerSegment(uid)}/${folderName}/${randomBytes(ID_LENGTH / 2).toString('hex')}-${safeFileName(fileName)}`;
}

/** Whether `key` has the shape newObjectKey makes (so it is safe as a path), whoever it belongs to. */
export function isWellFormedKey(key: string): boolean {
  return KEY.test(key);
}

/** Whether `key` is a well-formed key in the caller's own space. */
export function isKeyOf(uid: string, key: string): boolean {
  return KEY.exec(key)?.[1] === ownerSegment(uid);
}

/** The safe file name a key ends with, e.g. for a download's file name. */
export function fileNameOfKey(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1 + ID_LENGTH + 1);
}
