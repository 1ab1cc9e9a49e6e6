import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import table from './decision-codes.json' with { type: 'json' };
import { DECISION_CODES_FILE } from './fda-sources.ts';

/** Where the table came from, as the manifest records it. */
export const DECISION_CODES_SOURCE = table.source.split(' ').find((word) => word.startsWith('https://'))!;

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Writes the decision-code table that ships with Clearway into a download folder, as openFDA's CSV
 * (code,description, no header) that the decision-codes dataset reads. Returns its path in the folder.
 */
export async function writeDecisionCodes(folder: string): Promise<string> {
  const target = path.join(folder, DECISION_CODES_FILE);
  await mkdir(path.dirname(target), { recursive: true });
  const lines = Object.entries(table.codes).map(([code, description]) => `${csvField(code)},${csvField(description)}\n`);
  await writeFile(target, lines.join(''));
  return DECISION_CODES_FILE;
}
