import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

export type TextEncoding = 'utf-8' | 'windows-1252';

export interface NumberedRecord {
  /** 1-based line of the record's start in the file (the header is line 1). */
  line: number;
  record: Record<string, string>;
}

/** The file's bytes, gunzipped when the name ends in .gz. */
function openBytes(path: string): Readable {
  const raw = createReadStream(path);
  if (!path.endsWith('.gz')) return raw;
  const gunzip = createGunzip();
  raw.on('error', (error) => gunzip.destroy(error));
  return raw.pipe(gunzip);
}

/** The file as decoded text chunks (Windows-1252 decoded properly, not as Latin-1). */
export async function* readText(path: string, encoding: TextEncoding = 'utf-8'): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  for await (const chunk of openBytes(path)) yield decoder.decode(chunk as Buffer, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** Lines without their CR/LF, numbered from 1. */
export async function* readLines(path: string, encoding: TextEncoding = 'utf-8'): AsyncGenerator<{ line: number; text: string }> {
  const lines = createInterface({ input: Readable.from(readText(path, encoding)), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) yield { line: ++line, text };
}

/**
 * FDA's pipe-delimited files (foiclass, pmn*, foidev): the first line names the columns. A line with
 * another number of fields is passed to `onBadLine` and skipped.
 */
export async function* readPipeDelimited(
  path: string,
  { encoding = 'utf-8', onBadLine }: { encoding?: TextEncoding; onBadLine?: (line: number, reason: string) => void } = {},
): AsyncGenerator<NumberedRecord> {
  let columns: string[] | null = null;
  for await (const { line, text } of readLines(path, encoding)) {
    if (columns === null) {
      columns = text.split('|').map((c) => c.trim());
      continue;
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
 * CSV (optionally gzipped) as records keyed by the header, or by `columns` for a file without one.
 * Quoted fields may hold commas and line breaks; `line` is the line the record ends on.
 */
export async function* readCsv(
  path: string,
  { columns, encoding = 'utf-8' }: { columns?: string[]; encoding?: TextEncoding } = {},
): AsyncGenerator<NumberedRecord> {
  const parser = Readable.from(readText(path, encoding)).pipe(
    parse({ columns: columns ?? true, bom: true, relax_column_count: true, info: true, skip_empty_lines: true }),
  );
  for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    yield { line: info.lines, record };
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
