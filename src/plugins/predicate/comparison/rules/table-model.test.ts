import { describe, expect, it } from 'vitest';
import { UNSCORED } from '../../rules/device-list-rules';
import type { PredicateDevice } from '../../store';
import { emptyComparison, type ProductComparison } from '../store';
import { applyComparison } from './compare-rules';
import { OWN_DEVICE_COLUMN } from './own-device';
import { addDynamicRow, applyAnswers, resetFields } from './row-rules';
import { addDevice } from './selection-rules';
import { comparisonTable } from './table-model';

const T1 = '2025-01-01T00:00:00.000Z';

function device(kNumber: string, overrides: Partial<PredicateDevice> = {}): PredicateDevice {
  return {
    kNumber,
    deviceName: `Device ${kNumber}`,
    applicant: 'Acme',
    productCode: 'DQA',
    code: 'DQA',
    decisionDate: '2024-05-01',
    decisionDescription: 'Substantially Equivalent',
    processingTime: 90,
    statementOrSummary: 'Summary',
    summaryPdfUrl: null,
    order: 1,
    predicateDevices: ['K000001', 'K000002'],
    postdicateDevices: [],
    ...UNSCORED,
    intendedUseConfidenceScore: 86.6,
    recalled: false,
    recalls: [],
    ...overrides,
  };
}

const KEYS = ['Device Name', 'Applicant', 'Product Code', 'Decision Date', 'Clearance Time', 'Intended Use', 'Predicates', 'Recalls'];
const result = (k_number: string, values: string[]) => ({ k_number, comparison_keys: KEYS, comparison_values: values });

/** K111111 is listed; K222222 is known only from the compare answer. */
function compared(): ProductComparison {
  const selected = ['K111111', 'K222222'].reduce((c, k) => addDevice(c, k, T1), emptyComparison());
  return applyComparison(selected, ['K111111', 'K222222'], [
    result('K111111', ['Listed name', 'Answer applicant', 'DQA', '2024-05-01', '90 days', 'Measures SpO2', 'K000001, K000002', 'N/A']),
    result('K222222', ['Other device', 'Other Inc', 'DQA', '2023-02-03', 'N/A', 'N/A', 'N/A', 'N/A']),
  ], T1);
}

const texts = (model: ReturnType<typeof comparisonTable>) => model.rows.map((row) => [row.label, ...model.columns.map((column) => row.cells[column.id]!.text)]);

describe('the comparison table', () => {
  it("marks the facts read from a summary fetched from FDA's host, and only those, also after a new comparison without it", () => {
    const selected = ['K111111', 'K222222'].reduce((c, k) => addDevice(c, k, T1), emptyComparison());
    const fetched = { url: 'https://www.accessdata.fda.gov/cdrh_docs/pdf23/K222222.pdf', fetched_at: '2026-11-27', keys: ['Intended Use', 'Predicates'] };
    const withFetched = applyComparison(selected, ['K111111', 'K222222'], [
      result('K111111', ['Listed name', 'Answer applicant', 'DQA', '2024-05-01', '90 days', 'Measures SpO2', 'K000001, K000002', 'N/A']),
      { ...result('K222222', ['Other device', 'Other Inc', 'DQA', '2023-02-03', 'N/A', 'Measures SpO2 at rest', 'K000003', 'N/A']), fetched_summary: fetched },
    ], T1);
    const model = comparisonTable('DQA', withFetched, [device('K111111')]);
    const marked = model.rows.flatMap((row) => model.columns.filter((column) => row.cells[column.id]!.fetched).map((column) => [row.label, column.id, row.cells[column.id]!.text]));
    expect(marked).toEqual([
      ['Predicates', 'K222222', 'K000003'],
      ['Intended Use', 'K222222', 'Measures SpO2 at rest'],
    ]);
    expect(model.rows.find((row) => row.label === 'Intended Use')!.cells.K222222!.fetched).toEqual({ url: fetched.url, fetchedAt: '2026-11-27', keys: fetched.keys });

    const again = applyComparison(withFetched, ['K111111', 'K222222'], [result('K222222', ['Other device', 'Other Inc', 'DQA', '2023-02-03', 'N/A', 'N/A', 'N/A', 'N/A'])], T1);
    const after = comparisonTable('DQA', again, [device('K111111')]);
    expect(after.rows.some((row) => Object.values(row.cells).some((cell) => cell.fetched))).toBe(false);
  });

  it('has the selected devices as columns, in the order added', () => {
    const model = comparisonTable('DQA', compared(), [device('K111111')]);
    expect(model.columns.map((column) => [column.id, column.subtitle])).toEqual([
      ['K111111', 'Device K111111'],
      ['K222222', 'Other device'],
    ]);
  });

  it('shows the default fields from the predicate list, else from the answer, then the answer\'s other facts', () => {
    expect(texts(comparisonTable('DQA', compared(), [device('K111111')]))).toEqual([
      ['Device Name', 'Device K111111', 'Other device'],
      ['Manufacturer', 'Acme', 'Other Inc'],
      ['Product Code', 'DQA', 'DQA'],
      ['Date Cleared', '05/01/2024', '02/03/2023'],
      ['Clearance Time', '90 days', 'N/A'],
      ['Predicates', 'K000001, K000002', 'N/A'],
      ['Intended Use Match', '87%', 'N/A'],
      ['Tech Match', 'N/A', 'N/A'],
      ['Intended Use', 'Measures SpO2', 'N/A'],
      ['Recalls', 'N/A', 'N/A'],
    ]);
  });

  it('after a reset shows only the first three default fields, the facts, then the dynamic rows', () => {
    const model = comparisonTable('DQA', addDynamicRow(resetFields(compared()), 'Battery'), [device('K111111')]);
    expect(model.rows.map((row) => [row.kind, row.label])).toEqual([
      ['field', 'Device Name'],
      ['field', 'Manufacturer'],
      ['field', 'Product Code'],
      ['fact', 'Intended Use'],
      ['fact', 'Recalls'],
      ['dynamic', 'Battery'],
    ]);
  });

  it("carries an asked row's passages per device", () => {
    const asked = applyAnswers(compared(), 'Sterile?', ['K111111', 'K222222'], {
      title: 'Sterile?',
      feature_results: { K111111: { summary_feature: 'Yes', passage: 'Supplied sterile.', document: '510k_summary' } },
      engine: { provider: 'local', model: null, note: null },
      sources: [],
    });
    const row = comparisonTable('DQA', asked, []).rows.at(-1)!;
    expect(row.cells.K111111).toEqual({ text: 'Yes', evidence: { passage: 'Supplied sterile.', document: '510k_summary' }, fetched: null });
    expect(row.cells.K222222).toEqual({ text: 'N/A', evidence: null, fetched: null });
  });

  it("adds the user's device last, filled from the profile", () => {
    const withOwn: ProductComparison = {
      ...addDynamicRow(compared(), 'Battery'),
      ownDevice: {
        shown: true,
        profile: { device_name: 'My oximeter', description: 'Finger clip', intended_use: 'Spot checks', key_specifications: 'SpO2 70-100 %', functionality: 'Shows pulse' },
        dynamic: { Battery: 'Two AAA' },
      },
    };
    const model = comparisonTable('DQA', withOwn, [device('K111111')]);
    expect(model.columns.at(-1)).toMatchObject({ id: OWN_DEVICE_COLUMN, title: 'Your device', subtitle: 'My oximeter' });
    const own = Object.fromEntries(model.rows.map((row) => [row.label, row.cells[OWN_DEVICE_COLUMN]!.text]));
    expect(own).toMatchObject({
      'Device Name': 'My oximeter',
      Manufacturer: 'N/A',
      'Product Code': 'DQA',
      Predicates: 'K111111, K222222',
      'Intended Use': 'Spot checks',
      Battery: 'Two AAA',
    });
  });

  it('has no columns while nothing is selected', () => {
    expect(comparisonTable('DQA', emptyComparison(), [device('K111111')]).columns).toEqual([]);
  });
});
