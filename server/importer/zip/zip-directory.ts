import { open, type FileHandle } from 'node:fs/promises';

/** One file of a zip, as its central directory lists it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; any other method is refused when the entry is opened. */
  method: number;
  compressedSize: number;
  size: number;
  crc32: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_EXTRA = 0x0001;
/** The end record (22 bytes) and the longest comment it may carry. */
const END_SEARCH = 22 + 0xffff;

export class ZipError extends Error {}

const cutOff = (zipPath: string, what: string) =>
  new ZipError(`${zipPath} is not a readable zip (${what}): a cut-off or corrupt download?`);

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * The entries of a zip on disk, read from its central directory (zip64 included). Reading the
 * directory rather than walking local headers is what makes entries written with a data descriptor
 * (sizes after the data, as streaming zip writers do) safe: their sizes are only known here.
 */
export async function zipDirectory(zipPath: string): Promise<ZipEntry[]> {
  const file = await open(zipPath, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const tailStart = Math.max(0, fileSize - END_SEARCH);
    const tail = await readAt(file, tailStart, fileSize - tailStart);
    let end = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === END_OF_DIRECTORY) {
        end = i;
        break;
      }
    }
    if (end < 0) throw cutOff(zipPath, 'no end of central directory');
    let count = tail.readUInt16LE(end + 10);
    let directorySize = tail.readUInt32LE(end + 12);
    let directoryOffset = tail.readUInt32LE(end + 16);
    if (end >= 20 && tail.readUInt32LE(end - 20) === ZIP64_END_LOCATOR) {
      const zip64EndOffset = Number(tail.readBigUInt64LE(end - 20 + 8));
      const zip64End = await readAt(file, zip64EndOffset, 56);
      if (zip64End.length < 56 || zip64End.readUInt32LE(0) !== ZIP64_END_OF_DIRECTORY) throw cutOff(zipPath, 'a broken zip64 end record');
      count = Number(zip64End.readBigUInt64LE(32));
      directorySize = Number(zip64End.readBigUInt64LE(40));
      directoryOffset = Number(zip64End.readBigUInt64LE(48));
    }
    if (directoryOffset + directorySize > fileSize) throw cutOff(zipPath, 'its directory lies past its end');
    const directory = await readAt(file, directoryOffset, directorySize);
    return directoryEntries(zipPath, directory, count);
  } finally {
    await file.close();
  }
}

function directoryEntries(zipPath: string, directory: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) throw cutOff(zipPath, `directory entry ${n + 1} of ${count} is broken`);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      name: directory.toString('utf-8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      crc32: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    };
    applyZip64Extra(entry, directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A field of 0xFFFFFFFF means its value is in the zip64 extra field, in the order size, compressed size, offset. */
function applyZip64Extra(entry: ZipEntry, extra: Buffer): void {
  const MAX = 0xffffffff;
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const next = () => {
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.size === MAX) entry.size = next();
      if (entry.compressedSize === MAX) entry.compressedSize = next();
      if (entry.localHeaderOffset === MAX) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + length;
  }
}
