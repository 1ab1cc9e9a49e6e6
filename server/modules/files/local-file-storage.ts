import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { byKey, type FileStorage, FileStorageError, FileStorageFullError, LinkRejectedError, type OpenedObject, type StoredObject } from './file-storage.ts';
import { isValidObjectLink, signObjectLink } from './link-signature.ts';
import { isWellFormedKey } from './object-keys.ts';
import { isAbandoned, THIS_WRITER } from './write-owner.ts';

export interface LocalFileStorageOptions {
  /** The folder objects are kept in (`<DATA_DIR>/uploads`). */
  dir: string;
  /** The secret signing the links, read when first needed. */
  secret: () => Promise<Buffer>;
  ttlSeconds: number;
  /** The path a signed link points to, e.g. /api/rest/v1/files/object. */
  linkPath: string;
  now?: () => number;
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');
const isFull = (error: unknown) => ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException).code ?? '');

/** A temporary file is named `<writer>+<random>.part`: its writer is what comes before the last '+'. */
const writerOfTemporaryFile = (name: string) => name.replace(/\+[0-9a-f]+\.part$/, '');

/**
 * Objects as files under `dir`, one folder per key segment. A new object is written to a temporary name
 * in `dir/.incoming` and renamed into place, so a half-written file never shows under its key; the name
 * says which process writes it, so that what a killed one left can be told and removed. A full disk is a
 * 507. Links are signed with an HMAC of key and expiry and served by the signed download route.
 */
export function createLocalFileStorage({
  dir,
  secret,
  ttlSeconds,
  linkPath,
  now = Date.now,
}: LocalFileStorageOptions): FileStorage {
  const root = path.resolve(dir);
  const incoming = path.join(root, '.incoming');
  let secretOnce: Promise<Buffer> | undefined;
  const linkSecret = () => (secretOnce ??= secret().catch((error: unknown) => {
    secretOnce = undefined;
    throw error;
  }));

  const pathOf = (key: string) => {
    if (!isWellFormedKey(key)) throw new Error(`Malformed object key ${JSON.stringify(key)}`);
    return path.join(root, ...key.split('/'));
  };

  const failed = (what: string, error: unknown) => {
    const detail = `local storage: ${what}: ${error instanceof Error ? error.message : String(error)}`;
    return isFull(error) ? new FileStorageFullError(detail) : new FileStorageError(detail);
  };

  async function open(key: string): Promise<OpenedObject | undefined> {
    const file = pathOf(key);
    try {
      const { size, isFile } = await stat(file).then((s) => ({ size: s.size, isFile: s.isFile() }));
      return isFile ? { body: createReadStream(file), size } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw failed(`reading ${key}`, error);
    }
  }

  return {
    kind: 'local',

    async put(key, bytes) {
      const target = pathOf(key);
      const temp = path.join(incoming, `${THIS_WRITER}+${randomBytes(8).toString('hex')}.part`);
      try {
        await mkdir(incoming, { recursive: true });
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw failed(`writing ${key}`, error);
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw failed(`reading ${key}`, error);
      }
    },

    async readLink(key) {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      const link = signObjectLink(await linkSecret(), key, expires);
      const query = new URLSearchParams({ key: link.key, expires: String(link.expires), signature: link.signature });
      return { url: `${linkPath}?${query}`, expiresAt: new Date(expires * 1000) };
    },

    async openSigned(link) {
      if (!isWellFormedKey(link.key) || !isValidObjectLink(await linkSecret(), link, Math.floor(now() / 1000))) {
        throw new LinkRejectedError();
      }
      return open(link.key);
    },

    open,

    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw failed('listing the objects', error);
      });
      const objects: StoredObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (!isWellFormedKey(key)) continue; // the temporary files of .incoming, anything not put here
        const size = await stat(path.join(entry.parentPath, entry.name)).then(
          (found) => found.size,
          (error: unknown) => {
            if (isMissing(error)) return null; // deleted meanwhile
            throw failed(`reading ${key}`, error);
          },
        );
        if (size !== null) objects.push({ key, size });
      }
      return objects.sort(byKey);
    },

    async remove(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isMissing(error)) throw failed(`deleting ${key}`, error);
      }
    },

    async removeAbandonedTemporaryFiles() {
      let removed = 0;
      const names = await readdir(incoming).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw failed('listing the temporary files', error);
      });
      for (const name of names) {
        const file = path.join(incoming, name);
        try {
          if (!isAbandoned(writerOfTemporaryFile(name), (await stat(file)).mtime)) continue;
          await unlink(file);
          removed++;
        } catch (error) {
          if (!isMissing(error)) throw failed(`removing the temporary file ${name}`, error);
        }
      }
      return removed;
    },
  };
}
