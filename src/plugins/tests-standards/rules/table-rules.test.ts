import { describe, expect, it } from 'vitest';
import type { TestStandardsRow } from '../../../api/contracts/ai';
import { blankRow, CATCH_ALL_CATEGORY, categoriesOf, deleteRow, editCell, isPlaceholder, rowsOfCategory } from './table-rules';

const row = (category: string, test: string, label: TestStandardsRow['label'] = 'fda-consensus'): TestStandardsRow => ({
  test_and_evaluation: test,
  standard_reference: '',
  purpose: '',
  label,
  category,
});
const rows = [row('Electrical safety', 'a'), row('EMC', 'b'), row('Electrical safety', 'c'), row(CATCH_ALL_CATEGORY, 'd', 'user')];

describe('the tabs', () => {
  it('put the catch-all first, then each category once, in the order the rows name them', () => {
    expect(categoriesOf(rows)).toEqual([CATCH_ALL_CATEGORY, 'Electrical safety', 'EMC']);
    expect(categoriesOf([])).toEqual([CATCH_ALL_CATEGORY]);
  });

  it('show every row on the catch-all and a category’s rows elsewhere, with their place in the whole list', () => {
    expect(rowsOfCategory(rows, CATCH_ALL_CATEGORY).map(({ index }) => index)).toEqual([0, 1, 2, 3]);
    expect(rowsOfCategory(rows, 'Electrical safety')).toEqual([
      { index: 0, row: rows[0] },
      { index: 2, row: rows[2] },
    ]);
    expect(rowsOfCategory(rows, 'Sterility')).toEqual([]);
  });
});

describe('editing', () => {
  it('starts a user row blank, labelled user, in the current tab', () => {
    expect(blankRow('EMC')).toMatchObject({ test_and_evaluation: '', standard_reference: '', purpose: '', label: 'user', category: 'EMC' });
  });

  it('changes one cell, trimmed, and leaves the others', () => {
    const edited = editCell(rows, 2, 'standard_reference', '  IEC 60601-1  ');
    expect(edited[2]).toEqual({ ...rows[2], standard_reference: 'IEC 60601-1' });
    expect(edited.filter((_, i) => i !== 2)).toEqual(rows.filter((_, i) => i !== 2));
  });

  it("drops the old standard's recognition number, status and link when the standard is changed, and only then", () => {
    const facts = {
      recognition_number: '7-110',
      recognition_source: 'As the 510(k) document states it',
      status: 'superseded' as const,
      successor: 'CLSI EP05-A3',
      source: { kind: 'k_number' as const, id: 'K231974', label: 'K231974', url: null },
    };
    const cited = [{ ...row('IVD performance', 'Precision'), standard_reference: 'CLSI EP05-A2', ...facts }];
    expect(editCell(cited, 0, 'standard_reference', 'CLSI EP05-A3')[0]).toEqual({ ...row('IVD performance', 'Precision'), standard_reference: 'CLSI EP05-A3' });
    expect(editCell(cited, 0, 'purpose', 'Repeatability')[0]).toEqual({ ...cited[0], purpose: 'Repeatability' });
  });

  it('deletes a row and refuses a row that is not there', () => {
    expect(deleteRow(rows, 1).map((r) => r.test_and_evaluation)).toEqual(['a', 'c', 'd']);
    expect(() => deleteRow(rows, 9)).toThrow('There is no row 10: the table has 4.');
    expect(() => editCell(rows, -1, 'purpose', 'x')).toThrow(RangeError);
  });

  it('shows empty and N/A values as placeholders', () => {
    expect([isPlaceholder(''), isPlaceholder('  '), isPlaceholder('n/a'), isPlaceholder(null), isPlaceholder('ISO 10993-1')]).toEqual([true, true, true, true, false]);
  });
});
