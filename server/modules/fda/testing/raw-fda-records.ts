import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';

/**
 * What the shared raw readers (server/testing/raw-fda-files.ts) leave out, written apart from the importer
 * likewise: FDA's pipe files decoded as Windows-1252, JSON Lines read as a stream, and FDA's dates.
 */

function fdaFile(relativePath: string): string {
  return path.join(fdaDataDir(), relativePath);
}

/** A pipe-delimited FDA file (header line first) as records; lines of another width are skipped. */
export function pipeRecords(relativePath: string, encoding: 'utf-8' | 'windows-1252' = 'utf-8'): Record<string, string>[] {
  const [header = '', ...lines] = new TextDecoder(encoding).decode(readFileSync(fdaFile(relativePath))).split(/\r?\n/);
  const columns = header.split('|');
  return lines
    .map((line) => line.split('|'))
    .filter((fields) => fields.length === columns.length)
    .map((fields) => Object.fromEntries(columns.map((column, i) => [column, fields[i]!.trim()])));
}

/** A JSON Lines file (gzipped or not), one parsed object at a time. */
export async function* jsonLines(relativePath: string): AsyncGenerator<Record<string, unknown>> {
  const raw = createReadStream(fdaFile(relativePath));
  const input = relativePath.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line.trim() !== '') yield JSON.parse(line) as Record<string, unknown>;
  }
}

/** MM/DD/YYYY (pmn files, AI lists), YYYY-MM-DD or YYYY/MM/DD as YYYY-MM-DD; anything else as null. */
export function isoDay(text: string | undefined): string | null {
  const value = text?.trim() ?? '';
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (us) return `${us[3]}-${us[1]}-${us[2]}`;
  const iso = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(value);
  return iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : null;
}

export function daysBetween(fromDay: string, toDay: string): number {
  return Math.round((Date.parse(toDay) - Date.parse(fromDay)) / 86_400_000);
}
