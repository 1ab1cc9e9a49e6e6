import { type } from 'arktype';
import type { TestStandardsAnswer, TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import type { StandardsInput } from '../engine.ts';
import { groundedOr, groundingOf } from './fact-check.ts';
import { jsonPrompt } from './json-prompt.ts';
import { ModelFailure, type ModelClient } from './model-client.ts';

const StandardsReply = type({
  rows: type({ standard_reference: 'string', 'rationale?': 'string' }).array(),
  'ai_snapshot?': 'string',
});

const REPLY_SHAPE =
  '{"rows": [{"standard_reference": "exactly as given", "rationale": "why it applies to this device, one sentence"}], "ai_snapshot": "one paragraph"}';

const TASK =
  'From the candidate tests and standards below, keep those that apply to the device, most important ' +
  'first, each with a one-sentence rationale, and summarise the testing strategy.';

const key = (reference: string) => reference.toUpperCase().replace(/[\s/]+/g, '');

/**
 * Tests and standards with the model keeping and ordering the local rows and adding rationales. A row
 * not among the local ones is dropped; labels and every other field stay the local row's. Null when the
 * local engine found no row.
 */
export async function standardsWithModel(client: ModelClient, request: StandardsInput, local: TestStandardsAnswer): Promise<TestStandardsAnswer | null> {
  if (local.rows.length === 0) return null;
  const reply = await client.askJson(
    StandardsReply,
    jsonPrompt(TASK, REPLY_SHAPE, {
      profile: request.profile,
      product_code: request.productCode,
      top_device_problems: request.topDeviceProblems,
      candidates: local.rows.map(({ standard_reference, test_and_evaluation, purpose, category }) => ({
        standard_reference,
        test_and_evaluation,
        purpose,
        category,
      })),
    }),
  );

  const byReference = new Map(local.rows.map((row) => [key(row.standard_reference), row]));
  const grounding = groundingOf({
    codes: request.productCode ? [request.productCode] : [],
    documents: request.predicateKNumbers,
    standards: local.rows.map((row) => row.standard_reference),
    texts: [local.ai_snapshot, ...local.rows.map((row) => `${row.test_and_evaluation} ${row.purpose} ${row.rationale ?? ''}`)],
  });
  const kept: TestStandardsRow[] = [];
  for (const item of reply.rows) {
    const row = byReference.get(key(item.standard_reference));
    if (!row || kept.includes(row)) continue;
    kept.push(row);
  }
  if (kept.length === 0) throw new ModelFailure('none of the standards it kept were among the candidates');
  const rationales = new Map(reply.rows.map((item) => [key(item.standard_reference), item.rationale]));
  return {
    ...local,
    rows: kept.map((row) => ({
      ...row,
      rationale: groundedOr(rationales.get(key(row.standard_reference)), row.rationale ?? '', grounding) || null,
    })),
    ai_snapshot: groundedOr(reply.ai_snapshot, local.ai_snapshot, grounding),
  };
}
