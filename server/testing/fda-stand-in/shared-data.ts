import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from '../../importer/read.ts';

/**
 * What the stand-in clones, read from the shared folder of real FDA files (FDA_DATA_DIR): FDA's pmn rows,
 * product codes, recall rows, problem terms. Pipe-delimited files are read as Latin-1, so their
 * Windows-1252 bytes are written back unchanged.
 */

export const PMN_HEADER =
  'KNUMBER|APPLICANT|CONTACT|STREET1|STREET2|CITY|STATE|COUNTRY_CODE|ZIP|POSTAL_CODE|DATERECEIVED|DECISIONDATE|DECISION|REVIEWADVISECOMM|PRODUCTCODE|STATEORSUMM|CLASSADVISECOMM|SSPINDICATOR|TYPE|THIRDPARTY|EXPEDITEDREVIEW|DEVICENAME';
export const PMN_COLUMNS = PMN_HEADER.split('|');
export const pmnColumn = (name: string): number => PMN_COLUMNS.indexOf(name);

/** FDA's pmn files of 1976-1990, whole in the shared folder. */
export const REAL_PMN_FILES = ['pmn7680', 'pmn8185', 'pmn8690'] as const;

/** The data lines of a pipe-delimited FDA file (CRLF, header left out), as Latin-1 text. */
export function pipeLines(file: string): string[] {
  const lines = readFileSync(file, 'latin1').split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.slice(1);
}

export const pmnFile = (dataDir: string, name: string) => path.join(dataDir, '510k', `${name}.txt`);

/** The newest file of a folder whose name starts with `prefix` (FDA's monthly files carry their date). */
export function newestFile(dataDir: string, folder: string, prefix: string): string {
  const names = readdirSync(path.join(dataDir, folder)).filter((name) => name.startsWith(prefix)).sort();
  if (names.length === 0) throw new Error(`${path.join(dataDir, folder)} holds no ${prefix}* file`);
  return path.join(dataDir, folder, names.at(-1)!);
}

export const foiclassFile = (dataDir: string) => newestFile(dataDir, 'classification', 'foiclass');
export const recallsFile = (dataDir: string) => newestFile(dataDir, 'recalls', 'fda_device_recalls');

/** One product code of foiclass, with what openFDA's records say of it. */
export interface ProductCode {
  code: string;
  deviceName: string;
  deviceClass: string;
  regulationNumber: string;
  reviewPanel: string;
}

export function productCodes(dataDir: string): Map<string, ProductCode> {
  const codes = new Map<string, ProductCode>();
  for (const line of pipeLines(foiclassFile(dataDir))) {
    const f = line.split('|');
    codes.set(f[2]!, { code: f[2]!, deviceName: f[3]!, deviceClass: f[4]!, regulationNumber: f[9]!, reviewPanel: f[0]! });
  }
  return codes;
}

/** Every K-number named anywhere in the shared 510(k) and predicate files: the clones' numbers avoid them. */
export function knownKNumbers(dataDir: string): Set<string> {
  const known = new Set<string>();
  for (const folder of ['510k', 'predicates', '510k_summary_pdfs']) {
    for (const name of readdirSync(path.join(dataDir, folder))) {
      if (name.endsWith('.pdf')) known.add(name.slice(0, -4));
      else for (const match of readFileSync(path.join(dataDir, folder, name), 'latin1').matchAll(/K\d{6}/g)) known.add(match[0]);
    }
  }
  return known;
}

/** FDA's decision codes and their descriptions (510k/decision_codes.csv, no header). */
export function decisionDescriptions(dataDir: string): Map<string, string> {
  const lines = readFileSync(path.join(dataDir, '510k', 'decision_codes.csv'), 'utf-8').split(/\r?\n/);
  return new Map(lines.filter((line) => line.includes(',')).map((line) => [line.slice(0, line.indexOf(',')), line.slice(line.indexOf(',') + 1)]));
}

/** The modern 510(k)s of openFDA's sample (2015-2026): names, applicants and codes the clones take on. */
export async function modern510ks(dataDir: string): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = [];
  for await (const { record } of readCsv(path.join(dataDir, '510k', 'openfda_510k_sample_2015-2026.csv'))) rows.push(record);
  return rows;
}

/** FDA's MAUDE problem terms (CDRH preferred terms of the NCIt subsets): device problems and patient problems. */
export async function problemTerms(dataDir: string): Promise<{ device: string[]; patient: string[] }> {
  const terms = { device: new Set<string>(), patient: new Set<string>() };
  for await (const { record } of readCsv(path.join(dataDir, 'problem_codes', 'FDA-CDRH_NCIt_Subsets.csv'))) {
    const subset = record['CDRH Subset Name'] ?? '';
    const term = record['CDRH Preferred Term']?.trim();
    if (!term) continue;
    if (subset === 'Medical Device Problem') terms.device.add(term);
    else if (subset.startsWith('Health Effects')) terms.patient.add(term);
  }
  return { device: [...terms.device].sort(), patient: [...terms.patient].sort() };
}
