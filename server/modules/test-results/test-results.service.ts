import { isDeepStrictEqual } from 'node:util';
import {
  TEST_RESULTS_MESSAGES,
  type SaveTestResultsBody,
  type TestResults,
  type TestStandardsAnalysis,
} from '../../../src/api/contracts/test-results.ts';
import type { TestResultRow } from '../../db/schema.ts';
import { ConflictError } from '../../http/errors.ts';
import { readProductCode } from '../fda/http/request-inputs.ts';
import type { TestResultsRepository } from './test-results.repository.ts';

export type TestResultsService = ReturnType<typeof createTestResultsService>;

const PRODUCT_CODE_FIELD = 'params.productCode';

const answerOf = (productCode: string, row: TestResultRow | undefined): TestResults => ({
  product_code: productCode,
  rows: row?.rows ?? [],
  analysis: row?.analysis ?? null,
  version: row?.version ?? 0,
  updated_at: row?.updated_at.toISOString() ?? null,
});

/** The analysis to save: its own updated_at, else the saved one's when it says the same, else `now`. */
function stampedAnalysis(
  analysis: SaveTestResultsBody['analysis'],
  saved: TestStandardsAnalysis | null | undefined,
  now: string,
): TestStandardsAnalysis | null {
  if (analysis === null) return null;
  const { ai_snapshot, engine, sources, updated_at } = analysis;
  const content = { ai_snapshot, engine, sources };
  if (updated_at) return { ...content, updated_at: new Date(updated_at).toISOString() };
  if (saved && isDeepStrictEqual(content, { ai_snapshot: saved.ai_snapshot, engine: saved.engine, sources: saved.sources })) {
    return { ...content, updated_at: saved.updated_at };
  }
  return { ...content, updated_at: now };
}

/**
 * The caller's Tests & Standards results per product code (any case in the path). Nothing saved answers an
 * empty set at version 0, never a 404: another user's results are simply not the caller's.
 */
export function createTestResultsService(repository: TestResultsRepository, { now = () => new Date() } = {}) {
  return {
    async get(uid: string, rawProductCode: string | undefined): Promise<TestResults> {
      const productCode = readProductCode(rawProductCode, PRODUCT_CODE_FIELD);
      return answerOf(productCode, await repository.get(uid, productCode));
    },

    /** Replaces the saved set; with base_version, only over that version (else 409, nothing changed). */
    async save(uid: string, rawProductCode: string | undefined, body: SaveTestResultsBody): Promise<TestResults> {
      const productCode = readProductCode(rawProductCode, PRODUCT_CODE_FIELD);
      const saved = await repository.get(uid, productCode);
      const analysis = stampedAnalysis(body.analysis, saved?.analysis, now().toISOString());
      const row = await repository.save(uid, productCode, { rows: body.rows, analysis }, body.base_version ?? undefined);
      if (!row) throw new ConflictError(TEST_RESULTS_MESSAGES.stale(productCode));
      return answerOf(productCode, row);
    },

    /** Deletes the saved set, if any: the caller's results of that code are then empty. */
    async remove(uid: string, rawProductCode: string | undefined): Promise<void> {
      await repository.remove(uid, readProductCode(rawProductCode, PRODUCT_CODE_FIELD));
    },
  };
}
