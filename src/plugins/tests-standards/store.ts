import { type } from 'arktype';
import { EngineInfo, SourceRef, TestStandardsRow } from '../../api/contracts/ai';
import { definePersistedStore } from '../../app/workflow/persisted-store';

/** v2: rows may carry a recognition number and a rationale, and the AI snapshot is kept per product code. */
export const TEST_RESULTS_STORAGE_KEY = 'clearway.test-results.v2';

/** A row of SPEC section 3's tests and standards (label: its source; 'user' for rows the user added). */
export type StandardRow = TestStandardsRow;

/** What test-standards/invoke said beside the rows. */
const StandardsAnalysis = type({ aiSnapshot: 'string', engine: EngineInfo, sources: SourceRef.array(), updatedAt: 'string' });
export type StandardsAnalysis = typeof StandardsAnalysis.infer;

const TestsStandardsState = type({
  rowsByProductCode: type.Record('string', TestStandardsRow.array()),
  analysisByProductCode: type.Record('string', StandardsAnalysis),
  /** The server's version of each code's results this browser last read or saved (REST /test-results). */
  'savedVersionByProductCode?': type.Record('string', 'number.integer >= 0'),
});

/** The planned tests and standards and the AI snapshot, per product code. */
export const testsStandards$ = definePersistedStore<typeof TestsStandardsState.infer>(TEST_RESULTS_STORAGE_KEY, TestsStandardsState, () => ({
  rowsByProductCode: {},
  analysisByProductCode: {},
}));
