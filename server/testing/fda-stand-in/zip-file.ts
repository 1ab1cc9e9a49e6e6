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

function localHeader(name: Buffer, crc: number, compressed: number, size: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(compressed, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralDirectory(name: Buffer, crc: number, compressed: number, size: number, offset: number): Buffer {
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(20, 4);
  entry.writeUInt16LE(20, 6);
  entry.writeUInt16LE(0, 8);
  entry.writeUInt16LE(8, 10);
  entry.writeUInt16LE(DOS_TIME, 12);
  entry.writeUInt16LE(DOS_DATE, 14);
  entry.writeUInt32LE(crc, 16);
  entry.writeUInt32LE(compressed, 20);
  entry.writeUInt32LE(size, 24);
  entry.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([entry, name, end]);
}

/**
 * A zip of one entry named `entryName` whose text arrives in pieces, encoded as `encoding` ('latin1' writes
 * Windows-1252 bytes read as Latin-1 back unchanged). The entry is deflated into a side file first, so the
 * zip's local header can carry the sizes and CRC, as FDA's zips do: a zip streamed with a data descriptor
 * instead (sizes after the data) is read by fflate's streaming unzip by looking for the next header's
 * signature, which deflated data can hold by chance (it did, in a 5 MB partition). Memory holds a chunk of
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
      const name = Buffer.from(entryName, 'utf-8');
      const header = localHeader(name, crc, compressed, size);
      const trailer = centralDirectory(name, crc, compressed, size, header.length + compressed);
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
