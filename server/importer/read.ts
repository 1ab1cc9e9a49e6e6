import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { Readable, Transform } from 'node:stream';
import { csvRecords } from './csv-records.ts';
import { bytesReadListener } from './read-progress.ts';
import { decodeWindows1252 } from './windows-1252.ts';

export type TextEncoding = 'utf-8' | 'windows-1252';

export interface NumberedRecord {
  /** 1-based line of the record's start in the file (the header is line 1). */
  line: number;
  record: Record<string, string>;
}

/** The file's bytes, gunzipped when the name ends in .gz; the bytes taken from disk are counted. */
export function openBytes(path: string): Readable {
  const onBytes = bytesReadListener();
  const raw = createReadStream(path);
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
  raw.on('error', (error) => counted.destroy(error));
  const bytes = raw.pipe(counted);
  if (!path.endsWith('.gz')) return bytes;
  const gunzip = createGunzip();
  bytes.on('error', (error) => gunzip.destroy(error));
  return bytes.pipe(gunzip);
}

/** PostgreSQL text cannot hold U+0000, and FDA's pmn files pad some fields with NUL bytes. */
const withoutNul = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);

/**
 * The file as decoded text chunks (Windows-1252 decoded properly, not as Latin-1; UTF-8 strictly),
 * without NUL characters.
 */
export async function* readText(path: string, encoding: TextEncoding = 'utf-8'): AsyncGenerator<string> {
  if (encoding === 'windows-1252') {
    // A single-byte encoding: every chunk decodes on its own.
    for await (const chunk of openBytes(path)) yield withoutNul(decodeWindows1252(chunk as Buffer));
    return;
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of openBytes(path)) yield withoutNul(decoder.decode(chunk as Buffer, { stream: true }));
  const rest = decoder.decode();
  if (rest) yield withoutNul(rest);
}

/** The whole file as one string (for small files that are parsed as a whole). */
export async function readWholeText(path: string, encoding: TextEncoding = 'utf-8'): Promise<string> {
  let text = '';
  for await (const chunk of readText(path, encoding)) text += chunk;
  return text;
}

/** Lines without their CR/LF, numbered from 1. */
export async function* readLines(path: string, encoding: TextEncoding = 'utf-8'): AsyncGenerator<{ line: number; text: string }> {
  const lines = createInterface({ input: Readable.from(readText(path, encoding)), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) yield { line: ++line, text };
}

/**
 * FDA's pipe-delimited files (foiclass, pmn*, foidev): the first line names the columns. A line with
 * another number of fields is passed to `onBadLine` and skipped. With `columnsWithoutHeader`, a file whose
 * first field is a number has no header (FDA's MAUDE problem files come both ways): those are its columns.
 */
export async function* readPipeDelimited(
  path: string,
  {
    encoding = 'utf-8',
    onBadLine,
    columnsWithoutHeader,
  }: { encoding?: TextEncoding; onBadLine?: (line: number, reason: string) => void; columnsWithoutHeader?: readonly string[] } = {},
): AsyncGenerator<NumberedRecord> {
  let columns: readonly string[] | null = null;
  for await (const { line, text } of readLines(path, encoding)) {
    if (columns === null) {
      const first = text.split('|').map((c) => c.trim());
      const headerless = columnsWithoutHeader !== undefined && /^\d+$/.test(first[0]!);
      columns = headerless ? columnsWithoutHeader : first;
      if (!headerless) continue;
    }
    if (text.trim() === '') continue;
    const fields = text.split('|');
    if (fields.length !== columns.length) {
      onBadLine?.(line, `expected ${columns.length} fields, found ${fields.length}`);
      continue;
    }
    const record: Record<string, string> = {};
    columns.forEach((column, i) => (record[column] = fields[i]!.trim()));
    yield { line, record };
  }
}

/**
 * CSV (optionally gzipped) as records keyed by the header, or by `columns` for a file without one; a
 * record with fewer fields lacks the last keys, extra fields are left out. Quoted fields may hold commas
 * and line breaks; `line` is the line the record ends on.
 */
export async function* readCsv(
  path: string,
  { columns, encoding = 'utf-8' }: { columns?: string[]; encoding?: TextEncoding } = {},
): AsyncGenerator<NumberedRecord> {
  let names: readonly string[] | undefined = columns;
  for await (const { fields, line } of csvRecords(readText(path, encoding))) {
    if (names === undefined) {
      names = fields;
      continue;
    }
    const record: Record<string, string> = {};
    for (let i = 0; i < Math.min(names.length, fields.length); i++) record[names[i]!] = fields[i]!;
    yield { line, record };
  }
}

/** JSON Lines (optionally gzipped); a line that is not JSON goes to `onBadLine`. */
export async function* readJsonLines(
  path: string,
  { onBadLine }: { onBadLine?: (line: number, reason: string) => void } = {},
): AsyncGenerator<{ line: number; value: unknown }> {
  for await (const { line, text } of readLines(path)) {
    if (text.trim() === '') continue;
    try {
      yield { line, value: JSON.parse(text) };
    } catch (error) {
      onBadLine?.(line, `not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
