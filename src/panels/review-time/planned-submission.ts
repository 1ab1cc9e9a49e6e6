import { type } from 'arktype';
import { definePersistedStore } from '../../app/workflow/persisted-store';

export const PLANNED_SUBMISSION_STORAGE_KEY = 'clearway.planned-submission.v1';

const PlannedSubmissions = type({ byProductCode: type.Record('string', 'string') });

/**
 * The day the user plans to send the 510(k) of each product code (the scenario), as typed in the review-time
 * forecast; the strategy report states the decision dates for it. No entry: the user chose none.
 */
export const plannedSubmission$ = definePersistedStore<typeof PlannedSubmissions.infer>(PLANNED_SUBMISSION_STORAGE_KEY, PlannedSubmissions, () => ({ byProductCode: {} }));
