import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * The POSIX tar format (ustar, with a pax header for a name longer than ustar holds), as much of it as a
 * backup needs: regular files only. Written here rather than taken from a package: about a hundred lines,
 * and the archive opens with any tar (`tar -xzf`).
 */

const BLOCK = 512;
const NAME_MAX = 100;

export class TarFormatError extends Error {
  constructor(problem: string) {
    super(`The file is not a readable backup: ${problem}`);
    this.name = 'TarFormatError';
  }
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

function header(name: string, size: number, type: '0' | 'x', mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name.slice(0, NAME_MAX), 0, 'utf8');
  block.write(octal(0o644, 8), 100, 'latin1');
  block.write(octal(0, 8), 108, 'latin1');
  block.write(octal(0, 8), 116, 'latin1');
  block.write(octal(size, 12), 124, 'latin1');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'latin1');
  block.write(type, 156, 'latin1');
  block.write('ustar\u000000', 257, 'latin1');
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return block;
}

/** A pax record `<length> path=<name>\n`, whose length counts its own digits. */
function paxPath(name: string): Buffer {
  const rest = ` path=${name}\n`;
  let length = Buffer.byteLength(rest) + 1;
  while (String(length).length + Buffer.byteLength(rest) !== length) length++;
  return Buffer.from(`${length}${rest}`, 'utf8');
}

/** Writes entries to `out`, waiting whenever it asks to (its backpressure). */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async put(bytes: Buffer): Promise<void> {
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  /** Adds a file of `size` bytes; `chunks` must give exactly that many, or the archive would be broken. */
  async add(name: string, size: number, chunks: AsyncIterable<Buffer> | Iterable<Buffer>, mtime = new Date()): Promise<void> {
    if (Buffer.byteLength(name) > NAME_MAX) {
      const pax = paxPath(name);
      await this.put(header(`PaxHeader/${name.slice(-80)}`, pax.length, 'x', mtime));
      await this.put(Buffer.concat([pax, Buffer.alloc(padding(pax.length))]));
    }
    await this.put(header(name, size, '0', mtime));
    let written = 0;
    for await (const chunk of chunks) {
      written += chunk.length;
      if (written > size) break;
      await this.put(chunk);
    }
    if (written !== size) throw new Error(`${name} changed while it was being backed up (${size} bytes expected, ${written} read)`);
    await this.put(Buffer.alloc(padding(size)));
  }

  /** The two zero blocks that end an archive. */
  async finish(): Promise<void> {
    await this.put(Buffer.alloc(2 * BLOCK));
  }
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer>;

  constructor(input: AsyncIterable<Buffer>) {
    this.source = input[Symbol.asyncIterator]();
  }

  private async more(): Promise<boolean> {
    const { value, done } = await this.source.next();
    if (done) return false;
    this.buffered = this.buffered.length === 0 ? value : Buffer.concat([this.buffered, value]);
    return true;
  }

  /** Exactly `n` bytes, or null when the stream ended before any (a truncated block throws). */
  async block(n: number): Promise<Buffer | null> {
    while (this.buffered.length < n) {
      if (!(await this.more())) {
        if (this.buffered.length === 0) return null;
        throw new TarFormatError('it ends in the middle of an entry (truncated?)');
      }
    }
    const out = this.buffered.subarray(0, n);
    this.buffered = this.buffered.subarray(n);
    return out;
  }

  /** Passes the next `n` bytes to `onChunk` as they come. */
  async stream(n: number, onChunk: (chunk: Buffer) => Promise<void>): Promise<void> {
    let left = n;
    while (left > 0) {
      if (this.buffered.length === 0 && !(await this.more())) throw new TarFormatError('it ends in the middle of an entry (truncated?)');
      const piece = this.buffered.subarray(0, left);
      this.buffered = this.buffered.subarray(piece.length);
      left -= piece.length;
      await onChunk(piece);
    }
  }
}

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

function parseHeader(block: Buffer): { name: string; size: number; type: string } {
  const stored = Number.parseInt(text(block, 148, 8).trim(), 8);
  if (stored !== checksum(block)) throw new TarFormatError('an entry header is damaged (bad header checksum)');
  const size = Number.parseInt(text(block, 124, 12).trim() || '0', 8);
  if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('an entry has no valid size');
  const prefix = text(block, 345, 155);
  const name = text(block, 0, NAME_MAX);
  return { name: prefix ? `${prefix}/${name}` : name, size, type: text(block, 156, 1) || '0' };
}

/**
 * Reads the archive's regular files in order: `onEntry` receives each name and size, then its bytes through
 * `onChunk` (awaited, so a slow consumer slows the reading), then `onEnd`.
 */
export async function readTar(
  input: AsyncIterable<Buffer>,
  onEntry: (name: string, size: number) => Promise<{ onChunk(chunk: Buffer): Promise<void>; onEnd(): Promise<void> }>,
): Promise<void> {
  const reader = new ByteReader(input);
  let longName: string | undefined;
  for (;;) {
    const block = await reader.block(BLOCK);
    if (block === null) throw new TarFormatError('it ends without the end-of-archive marker (truncated?)');
    if (block.every((byte) => byte === 0)) return;
    const { name, size, type } = parseHeader(block);
    if (type === 'x') {
      const data = await reader.block(size + padding(size));
      if (data === null) throw new TarFormatError('it ends in the middle of an entry (truncated?)');
      const records = data.subarray(0, size).toString('utf8');
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(records)?.[1];
      continue;
    }
    if (type !== '0') throw new TarFormatError(`it holds an entry of a kind a backup never has (type ${JSON.stringify(type)})`);
    const sink = await onEntry(longName ?? name, size);
    longName = undefined;
    await reader.stream(size, (chunk) => sink.onChunk(chunk));
    await sink.onEnd();
    await reader.block(padding(size));
  }
}
