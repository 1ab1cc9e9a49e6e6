import { observable } from '@legendapp/state';
import { type } from 'arktype';
import { SubmissionPath } from '../../api/contracts/ai';
import { DeviceClass, TplcSnapshot } from '../../api/contracts/data';
import { definePersistedStore } from '../../app/workflow/persisted-store';

/** v2: the full Scenario entity of SPEC section 3, and the first-invoke-once flag. */
export const SCENARIOS_STORAGE_KEY = 'clearway.scenarios.v2';

/**
 * SPEC section 3's Scenario. The AI's answer fills the classification fields and the reasoning; the data
 * service's classification of the code fills the rest where it could be read (null or empty otherwise).
 * confidence, matchedTerms, exampleKNumbers, submissionPath and pathNote are Clearway's own.
 */
export const Scenario = type({
  productCode: 'string',
  product_code: 'string',
  deviceName: 'string',
  regulationNumber: 'string | null',
  regulationDescription: 'string | null',
  definition: 'string | null',
  deviceClass: DeviceClass,
  deviceClassDescription: 'string | null',
  reviewPanel: 'string | null',
  reviewCode: 'string | null',
  medicalSpecialty: 'string | null',
  medicalSpecialtyDescription: 'string | null',
  unclassifiedReason: 'string | null',
  avgTimeToClearence: 'number.integer | null',
  /** 1-based position in the list. */
  order: 'number.integer >= 1',
  aiReasoning: 'string | null',
  createdAt: 'string | null',
  updatedAt: 'string | null',
  recognizedStandards: 'string[]',
  tplcSnapshot: TplcSnapshot.or('null'),
  clearedKNumbers: 'string[]',
  implantFlag: 'boolean | null',
  thirdPartyFlag: 'boolean | null',
  lifeSustainSupportFlag: 'boolean | null',
  gmpExemptFlag: 'boolean | null',
  summaryMalfunctionReporting: 'string | null',
  openfdaKNumber: 'string[]',
  openfdaRegistrationNumber: 'string[]',
  openfdaFeiNumber: 'string[]',
  confidence: 'number | null',
  matchedTerms: 'string[]',
  exampleKNumbers: 'string[]',
  submissionPath: SubmissionPath.or('null'),
  pathNote: 'string | null',
});
export type Scenario = typeof Scenario.infer;

const ClassificationState = type({
  scenarios: Scenario.array(),
  selectedProductCode: 'string | null',
  /** From the last classification; cleared when the classification call fails. */
  researchInsights: 'string',
  /**
   * SPEC section 4's first-invoke-once flag: set when the automatic classification starts, so it runs once
   * per browser. "Clear all cache" resets it with the store.
   */
  firstInvokeDone: 'boolean',
});
export type ClassificationState = typeof ClassificationState.infer;

/** The scenarios (product codes) of the device, the one selected for the report, and how they were found. */
export const classification$ = definePersistedStore<ClassificationState>(SCENARIOS_STORAGE_KEY, ClassificationState, () => ({
  scenarios: [],
  selectedProductCode: null,
  researchInsights: '',
  firstInvokeDone: false,
}));

/** Not stored: whether the classification flow is running (the screens show the loading text meanwhile). */
export const classificationRun$ = observable({ running: false });
