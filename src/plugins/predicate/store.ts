import { type } from 'arktype';
import { definePersistedStore } from '../../app/workflow/persisted-store';

export const PREDICATE_DEVICES_STORAGE_KEY = 'clearway.predicate-devices.v1';

const PredicateEntry = type({ kNumber: 'string', deviceName: 'string', order: 'number.integer' });
const PredicateState = type({ devicesByProductCode: type.Record('string', PredicateEntry.array()) });
export type PredicateState = typeof PredicateState.infer;

/** Predicate devices per product code (SPEC section 3 keeps them per product code in browser storage). */
export const predicate$ = definePersistedStore(PREDICATE_DEVICES_STORAGE_KEY, PredicateState, () => ({
  devicesByProductCode: {},
}));
