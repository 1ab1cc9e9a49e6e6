import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unreachableServices } from '../../../tests/app-services';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { contextKeys$ } from '../../commands/context';
import { PluginHost } from '../host/plugin-host';
import { predicatePlugin } from '../predicate';
import type { PredicateDevice } from '../predicate/store';
import { predicate$ } from '../predicate/store';
import { UNSCORED } from '../predicate/rules/device-list-rules';
import { riskPlugin } from '../risk';
import { defaultDateRange, risk$, type RiskResult } from '../risk/store';
import { testsStandardsPlugin } from '../tests-standards';
import { testsStandards$, type StandardRow, type StandardsAnalysis } from '../tests-standards/store';
import { workflowPlugin } from '../workflow';
import { PREDICATE_CODES_KEY, RISK_CODES_KEY, STANDARDS_CODES_KEY } from './step-results';

/** The analysis steps tell the others, through context keys, which product codes they hold results for. */

// K884491 is a DQY clearance of pmn8690.txt, added by K-number (no analysis scored it).
const predicateDevice: PredicateDevice = {
  kNumber: 'K884491',
  deviceName: 'MEDIZIV CENTRAL VEIN CATHETER',
  applicant: 'Mediziv Medical Devices, Ltd.',
  productCode: 'DQY',
  code: 'DQY',
  decisionDate: '1989-06-05',
  decisionDescription: 'Substantially Equivalent',
  processingTime: null,
  statementOrSummary: null,
  summaryPdfUrl: null,
  order: 1,
  predicateDevices: [],
  postdicateDevices: [],
  ...UNSCORED,
  recalled: false,
  recalls: [],
};

const engine = { provider: 'local', model: null, note: null } as const;
const updatedAt = '2026-01-15T10:00:00.000Z';

/** A risk run whose four data fetches failed (each is tolerated with an empty default, SPEC section 4). */
const failed = (message: string) => ({ coverage: null, error: message });
const riskResult: RiskResult = {
  years: defaultDateRange(),
  data: {
    totalRecalls: { value: [], ...failed('Network connection failed') },
    totalMdrs: { value: { total_count: 0, line_chart: [] }, ...failed('Network connection failed') },
    topDeviceProblems: { value: [], ...failed('Network connection failed') },
    topPatientProblems: { value: [], ...failed('Network connection failed') },
  },
  analysis: { risk_level: 'LOW', risk_total: 0, ai_snapshot: 'No risk data could be read.', highlights: [], engine, sources: [] },
  updatedAt,
};

const userRow: StandardRow = {
  test_and_evaluation: 'Biocompatibility',
  standard_reference: 'ISO 10993-1',
  purpose: 'Evaluation of materials in contact with blood',
  label: 'user',
  category: 'Bench & Functional Tests',
};
const analysis: StandardsAnalysis = { aiSnapshot: 'Plan electrical safety testing.', engine, sources: [], updatedAt };

const keys = () => {
  const context = contextKeys$.peek();
  return { predicate: context[PREDICATE_CODES_KEY], risk: context[RISK_CODES_KEY], standards: context[STANDARDS_CODES_KEY] };
};

let host: PluginHost;
beforeEach(async () => {
  clearAllCache({ reload: false });
  host = new PluginHost({ services: unreachableServices() });
  await host.activate([workflowPlugin, predicatePlugin, riskPlugin, testsStandardsPlugin]);
});
afterEach(() => host.deactivateAll());

describe('step-result context keys', () => {
  it('list no codes before any step has results', () => {
    expect(keys()).toEqual({ predicate: [], risk: [], standards: [] });
  });

  it('list, sorted, the codes with predicate devices, risk results, and standards rows or an analysis', () => {
    predicate$.devicesByProductCode.set({ FRN: [], DQY: [predicateDevice] });
    risk$.resultsByProductCode.set({ LYY: riskResult, DQY: riskResult });
    testsStandards$.set({ rowsByProductCode: { FRN: [userRow], DQY: [] }, analysisByProductCode: { LYY: analysis, FRN: analysis } });
    expect(keys()).toEqual({ predicate: ['DQY'], risk: ['DQY', 'LYY'], standards: ['FRN', 'LYY'] });
  });

  it('follow the stores as results come and go', () => {
    predicate$.devicesByProductCode.DQY!.set([predicateDevice]);
    expect(keys().predicate).toEqual(['DQY']);
    predicate$.devicesByProductCode.DQY!.set([]);
    expect(keys().predicate).toEqual([]);

    testsStandards$.analysisByProductCode.LYY!.set(analysis);
    expect(keys().standards).toEqual(['LYY']);
    testsStandards$.analysisByProductCode.LYY!.delete();
    expect(keys().standards).toEqual([]);
  });

  it('are removed when the plugins are deactivated', () => {
    risk$.resultsByProductCode.set({ DQY: riskResult });
    host.deactivateAll();
    expect(keys()).toEqual({ predicate: undefined, risk: undefined, standards: undefined });
  });
});
