import { describe, expect, it } from 'vitest';
import type { TestStandardsRow } from '../../../../../src/api/contracts/ai.ts';
import { recognitionIndex } from './recognition-index.ts';
import { annotateRow, CATALOGUE_RECOGNITION, DOCUMENT_RECOGNITION } from './row-status.ts';

const row = (standard_reference: string, label: TestStandardsRow['label'] = 'predicate'): TestStandardsRow => ({
  test_and_evaluation: 'Test',
  standard_reference,
  purpose: 'Purpose',
  label,
  category: 'Performance',
  recognition_number: null,
  rationale: null,
});
// Statements as the IVD documents make them (K-numbers of the imported set).
const index = recognitionIndex([
  { designation_key: 'CLSI EP5', edition: 'ed. 3', recognition_number: '7-251', k_number: 'K231974' },
  { designation_key: 'CLSI EP5', edition: 'ed. 3', recognition_number: '7-251', k_number: 'K221234' },
  { designation_key: 'CLSI EP5', edition: 'ed. 2', recognition_number: '7-110', k_number: 'K101234' },
  { designation_key: 'ISO/IEC 62304', edition: '2006+A1:2015', recognition_number: '13-79', k_number: 'K201234' },
  { designation_key: 'ISO/IEC 62304', edition: '2006+A1:2015', recognition_number: '13-32', k_number: 'K191234' },
]);

describe('row recognition and status', () => {
  it("keeps the catalogue's number, and gives a catalogue row without one the number its edition's documents state", () => {
    expect(annotateRow(row('ISO 14971:2019', 'fda-consensus'), index)).toMatchObject({ recognition_number: '5-125', recognition_source: CATALOGUE_RECOGNITION });
    expect(annotateRow(row('CLSI EP05-A3', 'fda-consensus'), index)).toMatchObject({
      recognition_number: '7-251',
      recognition_source: 'Stated in the 510(k) documents of K231974, K221234',
    });
  });

  it('gives no number where the documents disagree as often as they agree', () => {
    expect(index.forEdition('ISO/IEC 62304 2006+A1:2015')).toBeNull();
    expect(index.statedNumbers('ISO/IEC 62304 2006+A1:2015').sort()).toEqual(['13-32', '13-79']);
  });

  it("reads the number a predicate's reference states and flags the edition the catalogue's supersedes", () => {
    expect(annotateRow(row('CLSI EP05-A2 (FDA Standards Recognition # 7-110)'), index)).toMatchObject({
      recognition_number: '7-110',
      recognition_source: DOCUMENT_RECOGNITION,
      status: 'superseded',
      successor: 'CLSI EP05-A3',
    });
    expect(annotateRow(row('ISO 14971:2007 Application of risk management to medical devices', 'user'), index)).toMatchObject({ status: 'superseded', successor: 'ISO 14971:2019' });
  });

  it('flags standards replaced under another number or withdrawn', () => {
    expect(annotateRow(row('ISO 9919:2005 Pulse oximeters'), index)).toMatchObject({ status: 'superseded', successor: 'ISO 80601-2-61:2017' });
    expect(annotateRow(row('EN 980:2008 Symbols for use in the labelling'), index)).toMatchObject({ status: 'withdrawn', successor: 'ISO 15223-1:2021' });
    expect(annotateRow(row('CLSI EP05-A3'), index).status).toBeUndefined();
  });

  it('leaves guidance rows as they are', () => {
    const guidance = row('Use of International Standard ISO 10993-1, "Biological evaluation of medical devices"', 'guidance');
    expect(annotateRow(guidance, index)).toBe(guidance);
  });
});
