import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { crc32, deflateRawSync } from 'node:zlib';
import { Zip, ZipDeflate, ZipPassThrough, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fdaDataDir } from '../../testing/fda-data-dir.ts';
import { zipDirectory } from './zip-directory.ts';
import { openZipEntry, zipEntriesWhere } from './zip-entry-stream.ts';

/** A zip as streaming writers make it: every entry's sizes and CRC after its data (a data descriptor). */
function streamedZip(files: Record<string, { bytes: Uint8Array; deflate: boolean }>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, data, final) => {
      if (error) return reject(error);
      parts.push(data);
      if (final) resolve(Buffer.concat(parts));
    });
    for (const [name, { bytes, deflate }] of Object.entries(files)) {
      const entry = deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(bytes, true);
    }
    zip.end();
  });
}

/** One deflated entry written the zip64 way: sizes and offset in the extra field, a zip64 end record and locator. */
function zip64Of(name: string, content: Buffer): Buffer {
  const deflated = deflateRawSync(content);
  const nameBytes = Buffer.from(name);
  const u16 = (v: number) => Buffer.from(Uint16Array.of(v).buffer);
  const u32 = (v: number) => Buffer.from(Uint32Array.of(v).buffer);
  const u64 = (v: number) => Buffer.from(BigUint64Array.of(BigInt(v)).buffer);
  const crc = crc32(content);
  const local = Buffer.concat([u32(0x04034b50), u16(45), u16(0), u16(8), u16(0), u16(0), u32(crc), u32(0xffffffff), u32(0xffffffff), u16(nameBytes.length), u16(20), nameBytes, u16(1), u16(16), u64(content.length), u64(deflated.length)]);
  const directoryOffset = local.length + deflated.length;
  const extra = Buffer.concat([u16(1), u16(24), u64(content.length), u64(deflated.length), u64(0)]);
  const directory = Buffer.concat([u32(0x02014b50), u16(45), u16(45), u16(0), u16(8), u16(0), u16(0), u32(crc), u32(0xffffffff), u32(0xffffffff), u16(nameBytes.length), u16(extra.length), u16(0), u16(0), u16(0), u32(0), u32(0xffffffff), nameBytes, extra]);
  const zip64EndOffset = directoryOffset + directory.length;
  const zip64End = Buffer.concat([u32(0x06064b50), u64(44), u16(45), u16(45), u32(0), u32(0), u64(1), u64(1), u64(directory.length), u64(directoryOffset)]);
  const locator = Buffer.concat([u32(0x07064b50), u32(0), u64(zip64EndOffset), u32(1)]);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(0xffff), u16(0xffff), u32(0xffffffff), u32(0xffffffff), u16(0)]);
  return Buffer.concat([local, deflated, directory, zip64End, locator, end]);
}

/** Whether the entry named `fileName` reads back as exactly `expected`. */
async function entryHolds(zipPath: string, fileName: string, expected: Buffer): Promise<boolean> {
  const [entry] = await zipEntriesWhere(zipPath, (name) => name === fileName);
  return (await buffer(await openZipEntry(zipPath, entry!))).equals(expected);
}

describe('zip entries read by their central directory', () => {
  let folder: string;
  let foiclass: Buffer;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'zip-entries-'));
    foiclass = await readFile(path.join(fdaDataDir(), 'classification/foiclass_2026-01-31.txt'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('reads entries written with a data descriptor whole, even where their data holds zip signatures', async () => {
    // Stored data holding the signatures of a data descriptor and a local header: fflate's streaming Unzip,
    // which finds such an entry's end by looking for the next signature, wrote only `{"results": ["` of it.
    const tricky = Buffer.from(`{"results": ["PK\u0007\u0008", "PK\u0003\u0004"]} ${'x'.repeat(100)}`, 'latin1');
    const zipPath = path.join(folder, 'streamed.zip');
    await writeFile(zipPath, await streamedZip({ 'tricky.json': { bytes: tricky, deflate: false }, 'data/foiclass.txt': { bytes: foiclass, deflate: true } }));
    const entries = await zipDirectory(zipPath);
    expect(entries.map((e) => [e.name, e.method, e.size])).toEqual([
      ['tricky.json', 0, tricky.length],
      ['data/foiclass.txt', 8, foiclass.length],
    ]);
    expect(await entryHolds(zipPath, 'tricky.json', tricky)).toBe(true);
    expect(await entryHolds(zipPath, 'foiclass.txt', foiclass)).toBe(true);
  });

  it('reads a zip64 archive', async () => {
    const zipPath = path.join(folder, 'zip64.zip');
    await writeFile(zipPath, zip64Of('foiclass.txt', foiclass));
    const [entry] = await zipDirectory(zipPath);
    expect(entry).toMatchObject({ name: 'foiclass.txt', size: foiclass.length, localHeaderOffset: 0 });
    expect(await entryHolds(zipPath, 'foiclass.txt', foiclass)).toBe(true);
  });

  it('refuses data whose CRC is not the directory’s', async () => {
    const zip = Buffer.from(zipSync({ 'a.txt': Buffer.from('510(k) premarket notification') }, { level: 0 }));
    const firstDataByte = 30 + 'a.txt'.length;
    zip.writeUInt8(zip.readUInt8(firstDataByte) ^ 0x20, firstDataByte);
    const zipPath = path.join(folder, 'bad-crc.zip');
    await writeFile(zipPath, zip);
    await expect(entryHolds(zipPath, 'a.txt', Buffer.from(''))).rejects.toThrow(/CRC .* corrupt download/);
  });

  it('refuses a cut-off zip and deflated data that does not inflate', async () => {
    const zip = Buffer.from(zipSync({ 'foiclass.txt': foiclass }, { level: 6 }));
    const cut = path.join(folder, 'cut.zip');
    await writeFile(cut, zip.subarray(0, zip.length - 100));
    await expect(zipDirectory(cut)).rejects.toThrow(/not a readable zip .*cut-off/);
    const garbled = Buffer.from(zip);
    garbled.fill(0xff, 40, 400);
    const garbledPath = path.join(folder, 'garbled.zip');
    await writeFile(garbledPath, garbled);
    await expect(entryHolds(garbledPath, 'foiclass.txt', foiclass)).rejects.toThrow(/does not inflate|CRC/);
  });
});
