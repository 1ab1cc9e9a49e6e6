import type { TableRow } from '../suite';

const HEADER = ['Suite', 'Metric', 'Value', 'Target', 'Result'] as const;

function verdict(pass: boolean | null): string {
  if (pass === null) return '';
  return pass ? 'pass' : 'FAIL';
}

/** A plain-text table of every suite's rows, columns padded to their widest cell. */
export function formatTable(rowsBySuite: ReadonlyArray<{ suite: string; rows: readonly TableRow[] }>): string {
  const lines: string[][] = [[...HEADER]];
  for (const { suite, rows } of rowsBySuite) {
    for (const row of rows) lines.push([suite, row.metric, row.value, row.target, verdict(row.pass)]);
  }
  const widths = HEADER.map((_, column) => Math.max(...lines.map((cells) => cells[column]!.length)));
  return lines
    .map((cells) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd())
    .join('\n');
}
