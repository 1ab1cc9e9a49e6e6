import { rawLines } from './raw-fda-files.ts';

/** FDA's 510(k) listing files: the decade files and two monthly ones. */
export const PMN_FILES = ['pmn7680.txt', 'pmn8185.txt', 'pmn8690.txt', 'pmnlstmn_2020-09.txt', 'pmnlstmn_2026-07.txt'].map((f) => `510k/${f}`);
export const SAMPLE = '510k/openfda_510k_sample_2015-2026.csv';

/** pmn rows read plainly: 22 pipe-separated fields, header first (Latin-1 keeps ASCII fields intact). */
export function pmnRows(file: string): Array<Record<string, string>> {
  const [header, ...lines] = rawLines(file, 'latin1');
  const columns = header!.split('|');
  return lines.map((line) => Object.fromEntries(line.split('|').map((v, i) => [columns[i]!, v])));
}

/** MM/DD/YYYY as YYYY-MM-DD. */
export const ymd = (mdy: string): string => `${mdy.slice(6, 10)}-${mdy.slice(0, 2)}-${mdy.slice(3, 5)}`;
