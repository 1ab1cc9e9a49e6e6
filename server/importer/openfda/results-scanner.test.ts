import { describe, expect, it } from 'vitest';
import { rawText } from '../../testing/raw-fda-files.ts';
import { ResultsScanner, type OpenFdaRecord } from './results-scanner.ts';

const record = JSON.parse(rawText('maude/openfda_fixtures/wide_sample.json')) as OpenFdaRecord;
// A bulk document as openFDA writes it, around the real record (twice, with a second key order).
const second = { ...record, mdr_report_key: 'second', report_number: 'a "quoted" } ] { [ number' };
const documentText = JSON.stringify({
  meta: { disclaimer: 'Do not rely on openFDA', results: { skip: 0, limit: 2, total: 2 }, last_updated: '2024-01-01' },
  results: [record, second],
});

function scanInPieces(text: string, size: number): OpenFdaRecord[] {
  const scanner = new ResultsScanner();
  const records: OpenFdaRecord[] = [];
  for (let i = 0; i < text.length; i += size) records.push(...scanner.write(text.slice(i, i + size)));
  scanner.end();
  return records;
}

describe('ResultsScanner', () => {
  it('hands back each record of the results list, however the text is cut into pieces', () => {
    for (const size of [1, 2, 3, 7, 64, 1000, documentText.length]) {
      expect(scanInPieces(documentText, size)).toEqual([record, second]);
    }
  });

  it('skips meta, whatever it holds, and reads results placed before meta', () => {
    const text = JSON.stringify({ results: [record], meta: { results: [{ not: 'a record' }] } });
    expect(scanInPieces(text, 100)).toEqual([record]);
  });

  it('throws when the document is cut off inside its results, or has no results list', () => {
    const cut = documentText.slice(0, Math.floor(documentText.length * 0.75));
    expect(() => scanInPieces(cut, 4096)).toThrow(/truncated/);
    expect(() => scanInPieces(JSON.stringify({ meta: {} }), 10)).toThrow(/no "results" list/);
    expect(() => scanInPieces('{"results": [1, 2]}', 10)).toThrow(/must be objects/);
  });
});
