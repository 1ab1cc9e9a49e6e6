import { AI_MESSAGES } from '../../api/contracts/ai';

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
