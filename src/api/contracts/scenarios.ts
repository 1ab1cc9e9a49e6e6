import { type } from 'arktype';
import { SubmissionPath } from './ai.ts';
import { DeviceClass, TplcSnapshot } from './data.ts';

/**
 * The user's classification scenarios on the REST base (/reg-strategy/scenarios, SPEC.md sections 3, 4, 5
 * and 7): the browser keeps the list and mirrors it here, so that it survives a new browser.
 */

/** The texts of SPEC.md sections 5 and 8 that both the client and the server give, word for word. */
export const SCENARIO_MESSAGES = {
  duplicate: (productCode: string) => `Product code ${productCode} is already in the list`,
  notInList: (productCode: string) => `Scenario with product code ${productCode} not found in the list`,
  reorderInvalid: 'Invalid scenarios data for reordering',
  reorderEmpty: 'Cannot reorder empty scenarios list',
  reorderMissingProperties: 'Some scenarios are missing required properties (id, productCode)',
  /** Clearway's own: DELETE names the scenario by both. */
  deleteKeyRequired: 'Both product_code and scenario_id are required',
  /** Clearway's own: two entries of one POST share an id. */
  duplicateId: (id: string) => `Scenario id ${id} appears more than once`,
} as const;

/** A user keeps at most this many scenarios (the AI proposes 3 to 5; the search box adds one at a time). */
export const MAX_SCENARIOS = 50;

/** Made by the browser when the scenario is created ('scn_' and a UUID), so that it works offline first. */
export const ScenarioId = type(/^[A-Za-z0-9_-]{1,64}$/).describe('an id of letters, digits, _ or - (at most 64)');

/**
 * SPEC section 3's Scenario, plus its id. The AI's answer fills the classification fields and the
 * reasoning; the data service's classification of the code fills the rest where it could be read (null or
 * empty otherwise). confidence, matchedTerms, exampleKNumbers, submissionPath and pathNote are Clearway's own.
 */
export const Scenario = type({
  id: ScenarioId,
  productCode: type(/^[A-Z]{3}$/).describe('3 uppercase letters (e.g., DQY)'),
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

/** POST /reg-strategy/scenarios: the whole list in its new order (it replaces the saved one). */
export const SaveScenariosBody = type({ scenarios: Scenario.array().atMostLength(MAX_SCENARIOS) });
export type SaveScenariosBody = typeof SaveScenariosBody.infer;

/** GET, POST and DELETE answer with the saved list, in order, numbered from 1. */
export const ScenarioList = type({ scenarios: Scenario.array() });
export type ScenarioList = typeof ScenarioList.infer;

/** DELETE /reg-strategy/scenarios?product_code&scenario_id. */
export const DeleteScenarioQuery = type({ 'product_code?': 'string', 'scenario_id?': 'string' });
export type DeleteScenarioQuery = typeof DeleteScenarioQuery.infer;
