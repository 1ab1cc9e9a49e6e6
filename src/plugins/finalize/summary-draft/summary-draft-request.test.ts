import { afterEach, describe, expect, it } from 'vitest';
import { clearAllCache } from '../../../app/workflow/clear-cache';
import type { ProfileSnapshot } from '../../common/profile-requests';
import { comparison$, emptyComparison } from '../../predicate/comparison/store';
import { testsStandards$ } from '../../tests-standards/store';
import { summaryDraftRequest } from './summary-draft-request';

/** Test data: the K-numbers and values are made up. */
const CODE = 'DQA';
const PROFILE: ProfileSnapshot = {
  role: 'RA',
  device_name: 'Test oximeter',
  description: 'A fingertip oximeter.',
  intended_use: 'Spot checks of SpO2.',
  key_specifications: '',
  functionality: '',
  references: '',
  attachments: [],
  finalized: true,
};
const entry = (dynamic: Record<string, string>) => ({ static: {}, dynamic, evidence: {}, meta: { addedAt: '2026-11-28T00:00:00.000Z' } });

afterEach(() => clearAllCache());

describe('summaryDraftRequest', () => {
  it('sends the strategy, the comparison table as shown (a not-available cell empty) and the local day, without the risk years', () => {
    comparison$.byProductCode[CODE]!.set({
      ...emptyComparison(),
      selectedKNumbers: ['K990001', 'K990002'],
      visibleFields: [],
      dynamicRows: ['Power source'],
      comparisonData: { K990001: entry({ 'Power source': 'Battery' }), K990002: entry({}) },
    });
    const rows = [{ test_and_evaluation: 'Drop test', standard_reference: '', purpose: 'Robustness', label: 'user' as const, category: 'Performance' }];
    testsStandards$.rowsByProductCode[CODE]!.set(rows);

    const request = summaryDraftRequest(PROFILE, CODE, new Date(2026, 10, 28, 9));
    expect(request).toMatchObject({
      device_name: 'Test oximeter',
      intended_use: 'Spot checks of SpO2.',
      product_code: CODE,
      predicate_k_numbers: ['K990001', 'K990002'],
      standards_rows: rows,
      prepared_on: '2026-11-28',
      comparison: { columns: ['K990001', 'K990002'], rows: [{ label: 'Power source', values: ['Battery', ''] }] },
    });
    expect(request).not.toHaveProperty('risk_years');
  });

  it('sends no comparison before a predicate is chosen', () => {
    expect(summaryDraftRequest(PROFILE, CODE).comparison).toBeNull();
  });
});
