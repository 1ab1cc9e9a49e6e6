import { AI_MESSAGES } from '../../api/contracts/ai';
import { DATA_MESSAGES } from '../../api/contracts/data';
import { SCENARIO_MESSAGES } from '../../api/contracts/scenarios';

/** The classification flow's texts: SPEC sections 5 and 8 word for word, plus Clearway's own where noted. */
export const CLASSIFICATION_MESSAGES = {
  requiredFields: AI_MESSAGES.requiredProfileFields,
  alreadyCompleted: 'Classification has already been completed for this device.',
  apiFailed: 'Classification API failed.',
  flowFailed: 'Classification flow failed.',
  noNewScenarios: 'No new scenarios found.',
  updated: 'Classification scenarios updated.',
  predicatesFailed: (productCode: string) => `Failed to fetch predicates for ${productCode}, continuing with other data.`,
  riskFailed: (productCode: string) => `Failed to fetch risk analysis for ${productCode}, but scenario was added successfully.`,
  standardsFailed: 'Tests and standards analysis failed.',
  /** Clearway's own: a second run while one is under way. */
  alreadyRunning: 'Classification is already running.',
} as const;

/** The product code typed into the search box or the palette's page (SPEC section 5). */
export const PRODUCT_CODE_MESSAGES = {
  required: DATA_MESSAGES.productCodeRequired,
  format: DATA_MESSAGES.productCodeFormat,
  /** The modal form's min/max length. */
  length: 'Product code must be 3 characters',
} as const;

/** The scenario list's texts: SPEC sections 2, 5 and 8 word for word, plus Clearway's own where noted. */
export const SCENARIO_LIST_MESSAGES = {
  duplicate: SCENARIO_MESSAGES.duplicate,
  notInList: SCENARIO_MESSAGES.notInList,
  reorderInvalid: SCENARIO_MESSAGES.reorderInvalid,
  reorderEmpty: SCENARIO_MESSAGES.reorderEmpty,
  reorderMissingProperties: SCENARIO_MESSAGES.reorderMissingProperties,
  noScenarioFound: DATA_MESSAGES.noScenario,
  searchFailed: 'Search scenario failed.',
  searchFailedWith: (message: string) => `Search failed: ${message}`,
  searchFailedUnknown: 'An unknown error occurred during search.',
  added: (productCode: string) => `Product code ${productCode} successfully added to scenarios`,
  addedWithAnalyses: (productCode: string) => `Scenario ${productCode} added successfully with predicates and risks`,
  /** Clearway's own: an added code whose analyses need the profile's required fields. */
  fillProfileForAnalyses: (productCode: string) =>
    `Fill in the device name, description and intended use to fetch predicates, risk and standards for ${productCode}.`,
  deleted: (productCode: string) => `Scenario ${productCode} successfully deleted`,
  deleteFailed: 'Delete scenario failed.',
  orderUpdated: 'Scenario order updated successfully',
  orderFailed: 'Failed to update scenario order',
  orderReverted: 'Failed to update scenario order. Changes have been reverted.',
  noSelection: 'No scenario selected. Please select a scenario first.',
  /** Clearway's own: a command on one scenario while none is listed. */
  noScenarios: 'No scenarios yet. Add a product code or run the classification.',
  invalidSelection: 'Invalid Scenario selected',
  selectFirst: 'To proceed, select a Scenario first!',
  /** Clearway's own: the spec says only that a toast tells the scenario was added to the report. */
  selected: (order: number, productCode: string) => `Scenario ${order} (${productCode}) added to the report`,
  deselected: (order: number, productCode: string) => `Scenario ${order} (${productCode}) removed from the report`,
  /** Clearway's own: a mirror save of the list failed; the browser keeps it. */
  mirrorFailed: (message: string) => `Scenarios are kept in this browser, but saving them to your account failed: ${message}`,
} as const;
