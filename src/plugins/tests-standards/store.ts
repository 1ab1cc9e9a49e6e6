import { type } from 'arktype';
import { definePersistedStore } from '../../app/workflow/persisted-store';

export const TEST_RESULTS_STORAGE_KEY = 'clearway.test-results.v1';

/** A row of SPEC section 3's tests and standards. */
const StandardRow = type({
  test_and_evaluation: 'string',
  standard_reference: 'string',
  purpose: 'string',
  label: "'fda-consensus' | 'ai' | 'guidance' | 'predicate' | 'user'",
  category: 'string',
});
const TestsStandardsState = type({ rowsByProductCode: type.Record('string', StandardRow.array()) });

/** The planned tests and standards, per product code. */
export const testsStandards$ = definePersistedStore(TEST_RESULTS_STORAGE_KEY, TestsStandardsState, () => ({
  rowsByProductCode: {},
}));
