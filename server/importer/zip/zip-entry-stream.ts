import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { createInflateRaw, crc32 } from 'node:zlib';
import { bytesReadListener } from '../read-progress.ts';
import { ZipError, zipDirectory, type ZipEntry } from './zip-directory.ts';

const LOCAL_HEADER = 0x04034b50;

/** Where an entry's data starts: after its local header, whose name and extra field may differ from the directory's. */
async function dataStart(zipPath: string, entry: ZipEntry): Promise<number> {
  const file = await open(zipPath, 'r');
  try {
    const header = Buffer.alloc(30);
    const { bytesRead } = await file.read(header, 0, 30, entry.localHeaderOffset);
    if (bytesRead < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw new ZipError(`${zipPath}: ${entry.name} has no local header where its directory says`);
    return entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  } finally {
    await file.close();
  }
}

/** Passes the bytes on and, at their end, fails unless their length and CRC are the directory's. */
function verified(zipPath: string, entry: ZipEntry): Transform {
  let crc = 0;
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      if (size !== entry.size || crc >>> 0 !== entry.crc32 >>> 0) {
        done(new ZipError(`${zipPath}: ${entry.name} inflates to ${size} bytes with CRC ${crc >>> 0}, not the ${entry.size} bytes with CRC ${entry.crc32 >>> 0} its directory lists: a corrupt download?`));
      } else done();
    },
  });
}

/**
 * One entry's bytes, inflated and checked against the directory's size and CRC; the bytes taken from
 * disk are counted as the other readers count theirs.
 */
export async function openZipEntry(zipPath: string, entry: ZipEntry): Promise<Readable> {
  if (entry.method !== 0 && entry.method !== 8) throw new ZipError(`${zipPath}: ${entry.name} is compressed by method ${entry.method}, which is neither stored nor deflate`);
  const start = await dataStart(zipPath, entry);
  const onBytes = bytesReadListener();
  const raw = entry.compressedSize === 0 ? Readable.from([]) : createReadStream(zipPath, { start, end: start + entry.compressedSize - 1 });
  raw.on('data', (chunk: Buffer) => onBytes(chunk.length));
  const check = verified(zipPath, entry);
  const fail = (error: Error) => check.destroy(error instanceof ZipError ? error : new ZipError(`${zipPath}: ${entry.name} does not inflate (${error.message}): a corrupt download?`));
  raw.on('error', fail);
  if (entry.method === 0) return raw.pipe(check);
  const inflate = createInflateRaw();
  inflate.on('error', fail);
  return raw.pipe(inflate).pipe(check);
}

/** The entries of the zip whose names pass `wanted`, each to be opened with openZipEntry. */
export async function zipEntriesWhere(zipPath: string, wanted: (fileName: string) => boolean): Promise<ZipEntry[]> {
  return (await zipDirectory(zipPath)).filter((entry) => !entry.name.endsWith('/') && wanted(entry.name.split('/').at(-1)!));
}
