import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { openZipEntry, zipEntriesWhere } from '../zip/zip-entry-stream.ts';

/**
 * Writes one entry of a zip (by file name, any folder, any case) to `target`, streaming, checked against
 * the size and CRC the zip's directory lists. Fails when the zip is cut off, corrupt or does not hold the entry.
 */
export async function extractZipEntry(zipPath: string, entryName: string, target: string): Promise<void> {
  const [entry] = await zipEntriesWhere(zipPath, (name) => name.toLowerCase() === entryName.toLowerCase());
  if (!entry) throw new Error(`${zipPath} holds no ${entryName}`);
  await pipeline(await openZipEntry(zipPath, entry), createWriteStream(target));
}
