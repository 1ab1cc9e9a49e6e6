import { describe, expect, it } from 'vitest';
import { comparisonCsv, comparisonCsvName, csvField } from './csv';
import type { ComparisonTableModel } from './table-model';

describe('CSV', () => {
  it('quotes every field and doubles the quotes inside', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('a "quoted", text')).toBe('"a ""quoted"", text"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a would-be spreadsheet formula as text', () => {
    expect(csvField('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvField('@cmd')).toBe(`"'@cmd"`);
  });

  it('writes a header of Field and the column titles, then a line per row, CRLF-ended', () => {
    const table: ComparisonTableModel = {
      columns: [
        { id: 'K111111', kNumber: 'K111111', title: 'K111111', subtitle: null, summaryPdfUrl: null },
        { id: 'your-device', kNumber: null, title: 'Your device', subtitle: null, summaryPdfUrl: null },
      ],
      rows: [
        { id: 'field:deviceName', label: 'Device Name', kind: 'field', cells: { K111111: { text: 'Oximeter, fingertip', evidence: null, fetched: null }, 'your-device': { text: 'Mine', evidence: null, fetched: null } } },
        { id: 'dynamic:Sterile?', label: 'Sterile?', kind: 'dynamic', cells: { K111111: { text: 'Yes', evidence: { passage: 'p', document: null }, fetched: null } } },
      ],
    };
    expect(comparisonCsv(table)).toBe(
      '"Field","K111111","Your device"\r\n"Device Name","Oximeter, fingertip","Mine"\r\n"Sterile?","Yes","N/A"\r\n',
    );
  });

  it('names the file comparison-{CODE}-{date}.csv', () => {
    expect(comparisonCsvName('DQA', new Date(2025, 0, 9))).toBe('comparison-DQA-2025-01-09.csv');
  });
});
