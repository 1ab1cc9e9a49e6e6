import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

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

/** Every entry is dated 2026-01-01 00:00 (DOS date and time), so the same content makes the same bytes. */
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
const DOS_TIME = 0;
const CHUNK = 256 * 1024;

/** Little-endian fields of 2 or 4 bytes, packed. */
function packed(fields: Array<[2 | 4, number]>): Buffer {
  const buffer = Buffer.alloc(fields.reduce((sum, [bytes]) => sum + bytes, 0));
  let offset = 0;
  for (const [bytes, value] of fields) offset = bytes === 2 ? buffer.writeUInt16LE(value, offset) : buffer.writeUInt32LE(value, offset);
  return buffer;
}

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
}

/** What the local header and the central directory both say of the entry: deflated, its date, CRC, sizes, name length. */
const entryFields = ({ name, crc, compressed, size }: Entry): Array<[2 | 4, number]> => [
  [2, 8],
  [2, DOS_TIME],
  [2, DOS_DATE],
  [4, crc],
  [4, compressed],
  [4, size],
  [2, name.length],
];

const localHeader = (entry: Entry) =>
  Buffer.concat([packed([[4, 0x04034b50], [2, 20], [2, 0], ...entryFields(entry), [2, 0]]), entry.name]);

/** The central directory of the one entry (its local header at offset 0) and the end record after it. */
function centralDirectory(entry: Entry, offset: number): Buffer {
  const record = Buffer.concat([packed([[4, 0x02014b50], [2, 20], [2, 20], [2, 0], ...entryFields(entry), [2, 0], [2, 0], [2, 0], [2, 0], [4, 0], [4, 0]]), entry.name]);
  const end = packed([[4, 0x06054b50], [2, 0], [2, 0], [2, 1], [2, 1], [4, record.length], [4, offset], [2, 0]]);
  return Buffer.concat([record, end]);
}

/**
 * A zip of one entry named `entryName` whose text arrives in pieces, encoded as `encoding` ('latin1' writes
 * Windows-1252 bytes read as Latin-1 back unchanged). The entry is deflated into a side file first, so the
 * zip's local header can carry the sizes and CRC, as FDA's zips do (the importer reads entries by the
 * central directory, so a zip with data descriptors would read as well). Memory holds a chunk of
 * text and what the disk has not taken yet; the zip appears at `target` only once whole. No zip64: an entry
 * is under 4 GB.
 */
export function zipOfOneWriter(target: string, entryName: string, encoding: 'latin1' | 'utf-8'): ZipOfOneWriter {
  const deflatedFile = `${target}.deflated`;
  const deflated = createWriteStream(deflatedFile);
  const deflate = createDeflateRaw({ level: 6 });
  deflate.pipe(deflated);
  let crc = 0;
  let size = 0;
  let pending = '';
  const flush = async () => {
    const bytes = Buffer.from(pending, encoding);
    pending = '';
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  };
  return {
    async write(text) {
      pending += text;
      if (pending.length >= CHUNK) await flush();
    },
    async close() {
      await flush();
      deflate.end();
      await finished(deflated);
      const compressed = deflated.bytesWritten;
      if (size >= 2 ** 32 || compressed >= 2 ** 32) throw new Error(`${entryName} is too large for a zip without zip64`);
      const entry = { name: Buffer.from(entryName, 'utf-8'), crc, compressed, size };
      const header = localHeader(entry);
      const trailer = centralDirectory(entry, header.length + compressed);
      const partial = `${target}.partial`;
      const out = createWriteStream(partial);
      const sha = createHash('sha1');
      const put = async (chunk: Buffer) => {
        sha.update(chunk);
        if (!out.write(chunk)) await once(out, 'drain');
      };
      await put(header);
      for await (const chunk of createReadStream(deflatedFile)) await put(chunk as Buffer);
      await put(trailer);
      out.end();
      await finished(out);
      await rm(deflatedFile);
      await rename(partial, target);
      return { bytes: header.length + compressed + trailer.length, sha1: sha.digest('hex') };
    },
  };
}
