import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { Zip, ZipDeflate } from 'fflate';

/** A written file: its size and its content's hash (the stand-in's ETag). */
export interface WrittenFile {
  bytes: number;
  sha1: string;
}

export interface ZipOfOneWriter {
  write(text: string): Promise<void>;
  /** Ends the zip and moves it to its place. */
  close(): Promise<WrittenFile>;
}

/** Every entry carries this time, so the same content makes the same bytes whenever it is generated. */
const ENTRY_TIME = new Date('2026-01-01T00:00:00Z');
const CHUNK = 256 * 1024;

/**
 * A zip of one entry named `entryName`, written as text arrives, encoded as `encoding` ('latin1' writes
 * Windows-1252 bytes read as Latin-1 back unchanged). Memory holds a chunk of text and what the disk has
 * not taken yet; the zip appears at `target` only once closed.
 */
export function zipOfOneWriter(target: string, entryName: string, encoding: 'latin1' | 'utf-8'): ZipOfOneWriter {
  const partial = `${target}.partial`;
  const out = createWriteStream(partial);
  const sha = createHash('sha1');
  let bytes = 0;
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else {
      sha.update(data);
      bytes += data.byteLength;
      out.write(data);
    }
  });
  const entry = new ZipDeflate(entryName, { level: 6 });
  entry.mtime = ENTRY_TIME;
  zip.add(entry);
  let pending = '';
  const flush = async (final: boolean) => {
    entry.push(Buffer.from(pending, encoding), final);
    pending = '';
    if (failure) throw failure;
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  return {
    async write(text) {
      pending += text;
      if (pending.length >= CHUNK) await flush(false);
    },
    async close() {
      await flush(true);
      zip.end();
      if (failure) throw failure;
      out.end();
      await once(out, 'finish');
      await rename(partial, target);
      return { bytes, sha1: sha.digest('hex') };
    },
  };
}
