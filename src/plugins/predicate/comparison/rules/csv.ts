import { COMPARISON_TEXTS as TEXTS } from '../texts';
import type { ComparisonTableModel } from './table-model';

/** A spreadsheet would run a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): always quoted, quotes doubled; a would-be formula is kept as text. */
export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The table as shown: a header of 'Field' and the column titles, then one line per row; CRLF line ends. */
export function comparisonCsv({ columns, rows }: ComparisonTableModel): string {
  const lines = [
    [TEXTS.fieldHeader, ...columns.map((column) => column.title)],
    ...rows.map((row) => [row.label, ...columns.map((column) => row.cells[column.id]?.text ?? TEXTS.notAvailable)]),
  ];
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** comparison-{CODE}-{YYYY-MM-DD}.csv, the day in the user's time zone. */
export function comparisonCsvName(productCode: string, day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `comparison-${productCode}-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.csv`;
}
