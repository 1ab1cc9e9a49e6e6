import { describe, expect, it } from 'vitest';
import type { FeatureExtractionAnswer } from '../../../../api/contracts/ai';
import { emptyComparison, type ProductComparison } from '../store';
import { OWN_DEVICE_COLUMN } from './own-device';
import {
  addDynamicRow,
  applyAnswers,
  editDynamicRow,
  hiddenFields,
  isRowTitle,
  questionRefusal,
  removeDynamicRow,
  resetFields,
  showField,
} from './row-rules';
import { addDevice } from './selection-rules';

const T1 = '2025-01-01T00:00:00.000Z';
const two = (): ProductComparison => ['K111111', 'K222222'].reduce((c, k) => addDevice(c, k, T1), emptyComparison());

describe('row titles', () => {
  it('count only when non-empty after trimming', () => {
    expect(isRowTitle('  Battery ')).toBe(true);
    expect(isRowTitle('   ')).toBe(false);
    expect(isRowTitle('')).toBe(false);
  });
});

describe('adding a dynamic row', () => {
  it("appends the trimmed title and fills every device, and the user's own, with 'N/A'", () => {
    const added = addDynamicRow(two(), '  Battery life ');
    expect(added.dynamicRows).toEqual(['Battery life']);
    expect(added.comparisonData.K111111!.dynamic).toEqual({ 'Battery life': 'N/A' });
    expect(added.comparisonData.K222222!.dynamic).toEqual({ 'Battery life': 'N/A' });
    expect(added.ownDevice.dynamic).toEqual({ 'Battery life': 'N/A' });
  });

  it('refuses a blank title and one already in the table', () => {
    expect(() => addDynamicRow(two(), '   ')).toThrow('A row title cannot be empty.');
    expect(() => addDynamicRow(addDynamicRow(two(), 'Battery'), ' Battery ')).toThrow('A row named "Battery" is already in the table.');
  });
});

describe('editing and removing a dynamic row', () => {
  const answered = (): ProductComparison => {
    const base = addDynamicRow(two(), 'Sterile?');
    return {
      ...base,
      comparisonData: {
        ...base.comparisonData,
        K111111: { ...base.comparisonData.K111111!, dynamic: { 'Sterile?': 'Yes' }, evidence: { 'Sterile?': { passage: 'Supplied sterile.', document: '510k_summary' } } },
      },
    };
  };

  it('saves the values by column, blank as N/A, and drops the passage of a changed value only', () => {
    const edited = editDynamicRow(answered(), 'Sterile?', { k222222: '  ', [OWN_DEVICE_COLUMN]: 'No' });
    expect(edited.comparisonData.K222222!.dynamic['Sterile?']).toBe('N/A');
    expect(edited.comparisonData.K111111!.evidence['Sterile?']).toEqual({ passage: 'Supplied sterile.', document: '510k_summary' });
    expect(edited.ownDevice.dynamic['Sterile?']).toBe('No');

    const changed = editDynamicRow(answered(), 'Sterile?', { K111111: 'Yes, by EtO' });
    expect(changed.comparisonData.K111111!.dynamic['Sterile?']).toBe('Yes, by EtO');
    expect(changed.comparisonData.K111111!.evidence).toEqual({});
  });

  it('removes the row with its values and passages', () => {
    const removed = removeDynamicRow(answered(), 'Sterile?');
    expect(removed.dynamicRows).toEqual([]);
    expect(removed.comparisonData.K111111).toMatchObject({ dynamic: {}, evidence: {} });
    expect(removed.ownDevice.dynamic).toEqual({});
  });

  it('refuses a row that is not a dynamic row (static rows cannot be edited or removed)', () => {
    expect(() => editDynamicRow(answered(), 'Device Name', { K111111: 'x' })).toThrow('No comparison row named "Device Name".');
    expect(() => removeDynamicRow(answered(), 'Manufacturer')).toThrow('No comparison row named "Manufacturer".');
  });
});

describe('the default fields', () => {
  it('start all shown; a reset leaves only Device Name, Manufacturer and Product Code', () => {
    expect(hiddenFields(two())).toEqual([]);
    const reset = resetFields(two());
    expect(reset.visibleFields).toEqual(['deviceName', 'applicant', 'productCode']);
    expect(hiddenFields(reset)).toEqual(['decisionDate', 'processingTime', 'predicateDevices', 'intendedUseConfidenceScore', 'characteristicsConfidenceScore']);
  });

  it('a hidden field comes back in its place; a shown one is refused', () => {
    const back = showField(showField(resetFields(two()), 'characteristicsConfidenceScore'), 'decisionDate');
    expect(back.visibleFields).toEqual(['deviceName', 'applicant', 'productCode', 'decisionDate', 'characteristicsConfidenceScore']);
    expect(() => showField(back, 'decisionDate')).toThrow('The row "Date Cleared" is already shown.');
  });
});

describe('a question', () => {
  it('is refused with the spec messages, in order', () => {
    expect(questionRefusal('  ', 'DQA', ['K111111'])).toBe('Prompt cannot be empty.');
    expect(questionRefusal('Sterile?', null, ['K111111'])).toBe('No product code selected.');
    expect(questionRefusal('Sterile?', 'DQA', [])).toBe('Please select devices to compare.');
    expect(questionRefusal('Sterile?', 'DQA', ['K111111'])).toBeNull();
  });

  const answer: FeatureExtractionAnswer = {
    title: 'Sterile?',
    feature_results: {
      k111111: { summary_feature: 'Supplied sterile.', passage: 'The device is supplied sterile.', document: 'decision_summary' },
      K222222: { summary_feature: 'N/A', passage: null, document: null },
    },
    engine: { provider: 'local', model: null, note: null },
    sources: [],
  };

  it('stores each device its answer with the passage, N/A without one, adding the row when new', () => {
    const applied = applyAnswers(two(), ' Sterile? ', ['K111111', 'K222222'], answer);
    expect(applied.dynamicRows).toEqual(['Sterile?']);
    expect(applied.comparisonData.K111111).toMatchObject({
      dynamic: { 'Sterile?': 'Supplied sterile.' },
      evidence: { 'Sterile?': { passage: 'The device is supplied sterile.', document: 'decision_summary' } },
    });
    expect(applied.comparisonData.K222222).toMatchObject({ dynamic: { 'Sterile?': 'N/A' }, evidence: {} });
  });

  it('answered again, replaces the old answers and drops a passage no longer given', () => {
    const first = applyAnswers(two(), 'Sterile?', ['K111111', 'K222222'], answer);
    const none: FeatureExtractionAnswer = { ...answer, feature_results: {} };
    const again = applyAnswers(first, 'Sterile?', ['K111111', 'K222222'], none);
    expect(again.dynamicRows).toEqual(['Sterile?']);
    expect(again.comparisonData.K111111).toMatchObject({ dynamic: { 'Sterile?': 'N/A' }, evidence: {} });
  });
});
