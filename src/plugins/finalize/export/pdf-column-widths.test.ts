import { describe, expect, it } from 'vitest';
import { COLUMN_GAP_PT, pdfColumnWidths, TABLE_FONT_PT } from './pdf-column-widths';

const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);

describe('PDF column widths', () => {
  const columns = ['Category', 'Test and evaluation', 'Standard', 'Recognition number', 'Purpose', 'Source'];
  const rows = [
    ['Electrical safety', 'Basic safety and essential performance', 'IEC 60601-1:2005+A1:2012+A2:2020', '19-49 (Clearway standards catalogue)', 'The general safety standard for mains- or battery-powered medical equipment.', 'FDA Consensus'],
    ['EMC', 'Electromagnetic compatibility', 'IEC 60601-1-2:2014+A1:2020', '', 'Sets emission limits and immunity levels.', 'FDA Consensus'],
  ];

  it('fill the page width with their padding, however long one designation is', () => {
    const widths = pdfColumnWidths(columns, rows, 504);
    expect(sum(widths) + 5 * COLUMN_GAP_PT).toBeCloseTo(504);
    expect(widths).toHaveLength(6);
  });

  it('give each column room for its longest word, and the long texts the most room', () => {
    const widths = pdfColumnWidths(columns, rows, 504);
    expect(widths[2]).toBeGreaterThanOrEqual('60601-1:2005+A1:2012+A2:2020'.length * 0.6 * TABLE_FONT_PT);
    expect(widths[4]).toBeGreaterThan(widths[0]!);
    expect(widths[4]).toBeGreaterThan(widths[5]!);
  });

  it('shrink every column alike when the longest words alone are wider than the page', () => {
    const widths = pdfColumnWidths(['A', 'B'], [['x'.repeat(80), 'y'.repeat(80)]], 300 + COLUMN_GAP_PT);
    expect(widths).toEqual([150, 150]);
  });
});
