import { rawLines } from './raw-fda-files.ts';

export const JULY_FILE = '510k/pmnlstmn_2026-07.txt';
const FOICLASS = 'classification/foiclass_2026-01-31.txt';

/** FDA's product classification file cut to the rows of the product codes the July 2026 listing names (Latin-1). */
export function julyProductCodesFile(): { file: string; text: Buffer } {
  const [pmnHeader, ...pmnRows] = rawLines(JULY_FILE, 'latin1');
  const codeColumn = pmnHeader!.split('|').indexOf('PRODUCTCODE');
  const codes = new Set(pmnRows.map((row) => row.split('|')[codeColumn]));
  const [header, ...rows] = rawLines(FOICLASS, 'latin1');
  const column = header!.split('|').indexOf('PRODUCTCODE');
  const kept = rows.filter((row) => codes.has(row.split('|')[column]));
  return { file: FOICLASS, text: Buffer.from(`${[header, ...kept].join('\r\n')}\r\n`, 'latin1') };
}

/**
 * A test input: FDA's July 2026 510(k) listing's first `count` 510(k) rows, re-dated one month on (received and
 * decided in August) and given K-numbers from K279001 up, which no real 510(k) has (they would be of 2027). Its
 * text (Latin-1, as FDA's file), the K-numbers, the July K-numbers the rows were copied from (in the file's order)
 * and the newest decision day (YYYY-MM-DD).
 */
export function augustPmnFile(count: number): { file: string; text: Buffer; kNumbers: string[]; from: string[]; newestDecision: string } {
  const [header, ...rows] = rawLines(JULY_FILE, 'latin1');
  const columns = header!.split('|');
  const [kNumber, received, decided] = ['KNUMBER', 'DATERECEIVED', 'DECISIONDATE'].map((name) => columns.indexOf(name)) as [number, number, number];
  const kNumbers: string[] = [];
  const from: string[] = [];
  let newestDecision = '';
  const lines = rows
    .map((row) => row.split('|'))
    .filter((fields) => /^K\d{6}$/.test(fields[kNumber]!) && fields[decided]!.startsWith('07/'))
    .slice(0, count)
    .map((fields, i) => {
      from.push(fields[kNumber]!);
      fields[kNumber] = `K${279001 + i}`;
      kNumbers.push(fields[kNumber]);
      fields[decided] = `08/${fields[decided]!.slice(3)}`;
      const decision = `2026-08-${fields[decided]!.slice(3, 5)}`;
      if (decision > newestDecision) newestDecision = decision;
      const [month, day, year] = fields[received]!.split('/').map(Number) as [number, number, number];
      fields[received] = month === 12 ? `01/${String(day).padStart(2, '0')}/${year + 1}` : `${String(month + 1).padStart(2, '0')}/${String(Math.min(day, 28)).padStart(2, '0')}/${year}`;
      return fields.join('|');
    });
  return { file: '510k/pmnlstmn_2026-08.txt', text: Buffer.from(`${[header, ...lines].join('\r\n')}\r\n`, 'latin1'), kNumbers, from, newestDecision };
}
