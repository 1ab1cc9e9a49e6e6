import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fdaDataDir } from './fda-data-dir.ts';

/**
 * Plain readers of the raw FDA files for tests: the figures the importer's results are checked against
 * are computed with these, not with the importer's own readers.
 */

/** A data file's text (gunzipped for .gz; Windows-1252 files as Latin-1, which keeps ASCII fields intact). */
export function rawText(file: string, encoding: 'utf-8' | 'latin1' = 'utf-8'): string {
  const bytes = readFileSync(path.join(fdaDataDir(), file));
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString(encoding);
}

/** Non-empty lines without CR. */
export function rawLines(file: string, encoding: 'utf-8' | 'latin1' = 'utf-8'): string[] {
  return rawText(file, encoding)
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line !== '');
}

/** CSV records (RFC 4180 quoting: "" inside quotes, commas and line breaks in quoted fields) as field lists. */
export function rawCsvRows(file: string): string[][] {
  const text = rawText(file).replace(/^\uFEFF/, '');
  const field = /"((?:[^"]|"")*)"|([^,\r\n"]*)/y;
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  while (at < text.length) {
    field.lastIndex = at;
    const m = field.exec(text)!;
    row.push(m[1] !== undefined ? m[1].replaceAll('""', '"') : m[2]!);
    at = field.lastIndex;
    if (text[at] === ',') at++;
    else {
      at += text.startsWith('\r\n', at) ? 2 : 1;
      rows.push(row);
      row = [];
    }
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** CSV records keyed by the header row. */
export function rawCsvRecords(file: string): Record<string, string>[] {
  const [header, ...rows] = rawCsvRows(file);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])));
}
