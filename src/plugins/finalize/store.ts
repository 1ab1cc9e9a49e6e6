import { type } from 'arktype';
import { definePersistedStore } from '../../app/workflow/persisted-store';

export const FINALIZE_STORAGE_KEY = 'clearway.finalize.v1';

const FinalizeState = type({ notes: 'string' });

/** The user's own notes for the strategy report. */
export const finalize$ = definePersistedStore(FINALIZE_STORAGE_KEY, FinalizeState, () => ({ notes: '' }));
