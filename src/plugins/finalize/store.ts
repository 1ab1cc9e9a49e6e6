import { type } from 'arktype';
import { definePersistedStore } from '../../app/workflow/persisted-store';

export const FINALIZE_STORAGE_KEY = 'clearway.finalize.v1';

/** The last report built for a product code: when, the server's id for it, and what it was built from. */
const BuiltReport = type({ reportId: 'string', builtAt: 'string', preparedOn: 'string', inputs: 'string' });
export type BuiltReport = typeof BuiltReport.infer;

const FinalizeState = type({ notes: 'string', 'reports?': type.Record('string', BuiltReport) });

/** The user's own notes for the strategy report, and the last report built per product code. */
export const finalize$ = definePersistedStore<typeof FinalizeState.infer>(FINALIZE_STORAGE_KEY, FinalizeState, () => ({ notes: '' }));
