import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type BackupManifest, fileEntry, HEADER_ENTRY, MANIFEST_ENTRY, tableEntry } from '../manifest.ts';
import { gunzipped } from '../read-backup.ts';
import { readTar, TarWriter } from '../tar.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every entry of a backup, in order. */
export async function backupEntries(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  await readTar(gunzipped(file), async (name) => {
    const chunks: Buffer[] = [];
    return { onChunk: async (chunk) => void chunks.push(chunk), onEnd: async () => void entries.set(name, Buffer.concat(chunks)) };
  });
  return entries;
}

/**
 * A backup as a newer or tampered-with Clearway would make it: `edit` changes the entries, then the
 * manifest's sizes and checksums are made to fit again (unless `keepChecksums`), so that only the edit differs.
 */
export async function repackBackup(from: string, to: string, edit: (entries: Map<string, Buffer>) => void, keepChecksums = false): Promise<void> {
  const entries = await backupEntries(from);
  edit(entries);
  const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString('utf8')) as BackupManifest;
  if (!keepChecksums) {
    for (const table of manifest.tables) Object.assign(table, { bytes: entries.get(tableEntry(table.name))!.length, sha256: sha256(entries.get(tableEntry(table.name))!) });
    for (const file of manifest.files) Object.assign(file, { bytes: entries.get(fileEntry(file.key))!.length, sha256: sha256(entries.get(fileEntry(file.key))!) });
    Object.assign(manifest, JSON.parse(entries.get(HEADER_ENTRY)!.toString('utf8')));
    entries.set(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
  }
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(to));
  const tar = new TarWriter(gzip);
  for (const [name, bytes] of entries) await tar.add(name, bytes.length, [bytes]);
  await tar.finish();
  gzip.end();
  await written;
}
