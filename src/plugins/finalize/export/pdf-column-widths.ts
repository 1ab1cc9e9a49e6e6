/** The tables' font size, in points. */
export const TABLE_FONT_PT = 8;
/** A generous width of one Roboto character, in points (digits and capitals run wider than text). */
const CHARACTER_PT = 0.6 * TABLE_FONT_PT;
/** The room between two columns (each cell's padding, none outside), which pdfmake adds to the widths it is given. */
export const COLUMN_GAP_PT = 8;

const longestWord = (text: string) => Math.max(0, ...text.split(/\s+/).map((word) => word.length));
const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * Column widths in points (pdfmake's, without the gaps) for a table `tableWidth` points wide: shared by how much
 * text each column holds, but never narrower than its longest word, the other columns giving up the room.
 * pdfmake's '*' widths are all equal and at least the widest column's longest word, so one long designation
 * ('IEC 60601-1:2005+A1:2012+A2:2020') pushed a six-column table off the page.
 */
export function pdfColumnWidths(columns: readonly string[], rows: readonly (readonly string[])[], tableWidth: number): number[] {
  const available = tableWidth - (columns.length - 1) * COLUMN_GAP_PT;
  const cells = (index: number) => [columns[index] ?? '', ...rows.map((row) => row[index] ?? '')];
  const minimum = columns.map((_, index) => Math.max(...cells(index).map(longestWord)) * CHARACTER_PT);
  const totalMinimum = minimum.reduce((sum, width) => sum + width, 0);
  if (totalMinimum >= available) return minimum.map((width) => (width * available) / totalMinimum);

  const weight = columns.map((_, index) => Math.max(1, mean(cells(index).map((text) => text.length))));
  const widths: (number | null)[] = columns.map(() => null);
  // Columns whose share is below their longest word take that width; the others share what is left, again.
  for (;;) {
    const open = widths.flatMap((width, index) => (width === null ? [index] : []));
    const left = available - widths.reduce<number>((sum, width) => sum + (width ?? 0), 0);
    const openWeight = open.reduce((sum, index) => sum + weight[index]!, 0);
    const tooNarrow = open.filter((index) => (left * weight[index]!) / openWeight < minimum[index]!);
    if (tooNarrow.length === 0) return widths.map((width, index) => width ?? (left * weight[index]!) / openWeight);
    for (const index of tooNarrow) widths[index] = minimum[index]!;
  }
}
