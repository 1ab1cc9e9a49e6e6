import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const LINK_SECRET_FILE = 'file-url-secret';

const MIN_SECRET_LENGTH = 32;

const isAlreadyThere = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

async function readSecretFile(file: string): Promise<Buffer> {
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (under ${MIN_SECRET_LENGTH} characters): ` +
        'delete it to have a new one made, or set FILE_URL_SECRET',
    );
  }
  return Buffer.from(secret, 'utf8');
}

/**
 * The secret that signs local file links: FILE_URL_SECRET when set, else a random one generated the first
 * time and kept in `<DATA_DIR>/file-url-secret`, so that links survive a restart. Two servers starting on
 * one DATA_DIR agree on it: the file appears whole (hard link of a finished temp file) or not at all.
 */
export async function loadLinkSecret(dataDir: string, configured: string | undefined): Promise<Buffer> {
  if (configured !== undefined) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, LINK_SECRET_FILE);
  try {
    return await readSecretFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(temp, file);
  } catch (error) {
    if (!isAlreadyThere(error)) throw error;
  } finally {
    await unlink(temp);
  }
  return readSecretFile(file);
}
