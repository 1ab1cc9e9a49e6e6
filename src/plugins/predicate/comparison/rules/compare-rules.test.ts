import { describe, expect, it } from 'vitest';
import { emptyComparison, type ComparisonMeta } from '../store';
import { applyComparison, compared, compareFailed, comparing, factsOf } from './compare-rules';
import { addDynamicRow } from './row-rules';
import { addDevice } from './selection-rules';

const T1 = '2025-01-01T00:00:00.000Z';
const T2 = '2025-01-02T00:00:00.000Z';

describe('the comparison meta', () => {
  const failedBefore: ComparisonMeta = { isComparing: false, error: 'Earlier failure', createdAt: T1 };

  it('comparing sets isComparing and clears the error', () => {
    expect(comparing(failedBefore)).toEqual({ isComparing: true, error: null, createdAt: T1 });
  });

  it('success clears both and records when', () => {
    expect(compared(comparing(failedBefore), T2)).toEqual({ isComparing: false, error: null, createdAt: T2 });
  });

  it('failure stores the message and clears isComparing', () => {
    expect(compareFailed(comparing(failedBefore), 'No device found for K-number: K999999')).toEqual({
      isComparing: false,
      error: 'No device found for K-number: K999999',
      createdAt: T1,
    });
  });
});

describe('applying a compare answer', () => {
  const result = (k_number: string, values: string[]) => ({ k_number, comparison_keys: ['Device Name', 'Intended Use', 'Recalls'], comparison_values: values });

  it("turns a result into facts by row name, a missing or blank value being 'N/A'", () => {
    expect(factsOf(result('K111111', ['Oximeter', '  ']))).toEqual({ 'Device Name': 'Oximeter', 'Intended Use': 'N/A', Recalls: 'N/A' });
  });

  it('stores each compared device its facts, fills dynamic rows, saves the sorted list and marks success', () => {
    const selected = addDynamicRow(['K222222', 'K111111'].reduce((c, k) => addDevice(c, k, T1), emptyComparison()), 'Sterile?');
    const applied = applyComparison({ ...selected, comparisonMeta: comparing(selected.comparisonMeta) }, ['K222222', 'K111111'], [
      result('k111111', ['One', 'Use one', 'N/A']),
      result('K222222', ['Two', 'Use two', 'one recall']),
    ], T2);
    expect(applied.comparisonData.K111111).toMatchObject({ static: { 'Device Name': 'One', 'Intended Use': 'Use one' }, dynamic: { 'Sterile?': 'N/A' } });
    expect(applied.comparisonData.K222222!.static.Recalls).toBe('one recall');
    expect(applied.factKeys).toEqual(['Device Name', 'Intended Use', 'Recalls']);
    expect(applied.lastComparedKNumbers).toEqual(['K111111', 'K222222']);
    expect(applied.comparisonMeta).toEqual({ isComparing: false, error: null, createdAt: T2 });
    expect(applied.selectedKNumbers).toEqual(['K222222', 'K111111']);
  });

  it('gives a compared device the answer left out no facts', () => {
    const selected = ['K111111', 'K222222'].reduce((c, k) => addDevice(c, k, T1), emptyComparison());
    const applied = applyComparison(selected, ['K111111', 'K222222'], [result('K111111', ['One', 'Use', 'N/A'])], T2);
    expect(applied.comparisonData.K222222!.static).toEqual({});
  });
});
