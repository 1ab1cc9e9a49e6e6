import { type } from 'arktype';
import { definePersistedStore } from '../../app/workflow/persisted-store';

export const SCENARIOS_STORAGE_KEY = 'clearway.scenarios.v1';

const ScenarioEntry = type({ productCode: 'string', deviceName: 'string', order: 'number.integer' });
const ClassificationState = type({
  scenarios: ScenarioEntry.array(),
  selectedProductCode: 'string | null',
  researchInsights: 'string',
});
export type ClassificationState = typeof ClassificationState.infer;

/** The scenarios (product codes) of the device, the one selected for the report, and how they were found. */
export const classification$ = definePersistedStore(SCENARIOS_STORAGE_KEY, ClassificationState, () => ({
  scenarios: [],
  selectedProductCode: null,
  researchInsights: '',
}));
