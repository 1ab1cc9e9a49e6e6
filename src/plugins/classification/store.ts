import { observable } from '@legendapp/state';
import { type } from 'arktype';
import { Scenario } from '../../api/contracts/scenarios';
import { definePersistedStore } from '../../app/workflow/persisted-store';

/** v3: scenarios carry the id the REST API names them by; a v2 list is dropped (it was never saved to the server). */
export const SCENARIOS_STORAGE_KEY = 'clearway.scenarios.v3';

export { Scenario };

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
