import { type } from 'arktype';
import { EngineInfo, SourceRef, TestStandardsRow } from './ai.ts';

/**
 * The Tests & Standards results of the REST base (/test-results/{productCode}): the user's rows and the AI
 * snapshot beside them, per product code, so that they survive a new browser. The browser keeps its copy
 * and replaces the saved one as a whole (rows are edited inline, often).
 */

export const TEST_RESULTS_PATH = '/test-results';

/** The path of one product code's results. */
export const testResultsPath = (productCode: string): string => `${TEST_RESULTS_PATH}/${encodeURIComponent(productCode)}`;

/** At most this many rows per product code. */
export const MAX_TEST_RESULT_ROWS = 500;

/** The longest text each field of a saved row may hold. */
export const TEST_RESULT_TEXT_LIMITS = {
  test_and_evaluation: 500,
  standard_reference: 500,
  purpose: 2_000,
  category: 100,
  recognition_number: 50,
  rationale: 2_000,
  recognition_source: 1_000,
  successor: 500,
  source_id: 200,
  source_label: 500,
  source_url: 1_000,
} as const;

export const AI_SNAPSHOT_MAX_LENGTH = 20_000;
export const MAX_TEST_RESULT_SOURCES = 1_000;

/** PUT's body limit (the server's BODY_LIMIT_BYTES when larger): the largest valid set of rows fits. */
export const TEST_RESULTS_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export const TEST_RESULTS_MESSAGES = {
  /** 409: base_version is not the saved version (another window or browser saved, or deleted, since). */
  stale: (productCode: string) =>
    `The tests and standards of ${productCode} were changed in another window or browser. Reload them, then edit again.`,
} as const;

const text = (max: number) => type.string.atMostLength(max);
const { test_and_evaluation, standard_reference, purpose, category, recognition_number, rationale, recognition_source, successor } = TEST_RESULT_TEXT_LIMITS;

/** A row's source as PUT takes it, its texts capped. */
const SavedRowSource = SourceRef.and({
  id: text(TEST_RESULT_TEXT_LIMITS.source_id),
  label: text(TEST_RESULT_TEXT_LIMITS.source_label),
  url: text(TEST_RESULT_TEXT_LIMITS.source_url).or('null'),
});

/** A row as PUT takes it: SPEC section 3's TestStandardsRow with its texts capped. */
export const SavedTestStandardsRow = TestStandardsRow.and({
  test_and_evaluation: text(test_and_evaluation),
  standard_reference: text(standard_reference),
  purpose: text(purpose),
  category: text(category),
  'recognition_number?': text(recognition_number).or('null'),
  'rationale?': text(rationale).or('null'),
  'recognition_source?': text(recognition_source).or('null'),
  'successor?': text(successor).or('null'),
  'source?': SavedRowSource.or('null'),
});

const analysisFields = {
  ai_snapshot: text(AI_SNAPSHOT_MAX_LENGTH),
  engine: EngineInfo,
  sources: SourceRef.array().atMostLength(MAX_TEST_RESULT_SOURCES),
} as const;

/** What test-standards/invoke said beside the rows; `updated_at` is when it said it (ISO time). */
export const TestStandardsAnalysis = type({ ...analysisFields, updated_at: 'string' });
export type TestStandardsAnalysis = typeof TestStandardsAnalysis.infer;

/**
 * The analysis as PUT takes it. Without `updated_at`, the saved one's is kept when the analysis is the same,
 * else the server stamps the time of the save.
 */
export const SaveTestStandardsAnalysis = type({ ...analysisFields, 'updated_at?': 'string.date.iso | null' });

/** PUT /test-results/{productCode}: the whole set, replacing the saved one. */
export const SaveTestResultsBody = type({
  rows: SavedTestStandardsRow.array().atMostLength(MAX_TEST_RESULT_ROWS),
  analysis: SaveTestStandardsAnalysis.or('null'),
  /**
   * The version this edit started from (0: nothing was saved): a save over any other version is refused
   * with 409 and changes nothing. Without it, the last save wins.
   */
  'base_version?': 'number.integer >= 0 | null',
});
export type SaveTestResultsBody = typeof SaveTestResultsBody.infer;

/**
 * GET and PUT answer the saved set. Nothing saved is no error: rows [], analysis null, version 0 and
 * updated_at null. `version` counts the saves (1 for the first), `updated_at` is the last one's time.
 */
export const TestResults = type({
  product_code: 'string',
  rows: TestStandardsRow.array(),
  analysis: TestStandardsAnalysis.or('null'),
  version: 'number.integer >= 0',
  updated_at: 'string | null',
});
export type TestResults = typeof TestResults.infer;
