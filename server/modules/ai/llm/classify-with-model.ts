import { type } from 'arktype';
import type { AiProfile, ClassificationAnswer, ClassificationScenario } from '../../../../src/api/contracts/ai.ts';
import { groundedOr, groundingOf } from './fact-check.ts';
import { clampConfidence, jsonPrompt } from './json-prompt.ts';
import { ModelFailure, type ModelClient } from './model-client.ts';

const ClassifyReply = type({
  scenarios: type({ product_code: 'string', confidence: 'number', reasoning: 'string' }).array(),
  'research_insights?': 'string',
});

const REPLY_SHAPE =
  '{"scenarios": [{"product_code": "one of the candidates\' codes", "confidence": 0-100, "reasoning": "why, citing the profile and the candidate"}], "research_insights": "a short paragraph"}';

const TASK =
  'Choose and order the product classification candidates that best fit the device profile (at least 3 when ' +
  'there are 3), give each a confidence and a reasoning, and write short research insights.';

/** The fewest scenarios an answer shows; the model's choice is filled up from retrieval's order. */
const MIN_SCENARIOS = 3;

/**
 * Classification with the model choosing among retrieval's scenarios: codes not among them are dropped,
 * and every fact of a scenario (class, regulation, K-numbers) stays the local record's. Null when retrieval
 * found no scenario.
 */
export async function classifyWithModel(client: ModelClient, profile: AiProfile, local: ClassificationAnswer): Promise<ClassificationAnswer | null> {
  if (local.results.length === 0) return null;
  const reply = await client.askJson(
    ClassifyReply,
    jsonPrompt(TASK, REPLY_SHAPE, {
      profile,
      candidates: local.results.map((scenario) => ({
        product_code: scenario.product_code,
        device_name: scenario.device_name,
        device_class: scenario.device_class,
        regulation_number: scenario.regulation_number,
        regulation_description: scenario.regulation_description,
        submission_path: scenario.submission_path,
        matched_terms: scenario.matched_terms,
        example_k_numbers: scenario.example_k_numbers,
        retrieval_confidence: scenario.confidence,
      })),
    }),
  );

  const byCode = new Map(local.results.map((scenario) => [scenario.product_code, scenario]));
  const grounding = groundingOf({
    codes: byCode.keys(),
    documents: local.results.flatMap((scenario) => scenario.example_k_numbers),
    texts: [local.research_insights, ...local.results.map((scenario) => scenario.reasoning)],
  });
  const chosen: ClassificationScenario[] = [];
  const chosenCodes = new Set<string>();
  for (const item of reply.scenarios) {
    const scenario = byCode.get(item.product_code.trim().toUpperCase());
    if (!scenario || chosenCodes.has(scenario.product_code)) continue;
    chosenCodes.add(scenario.product_code);
    chosen.push({
      ...scenario,
      confidence: clampConfidence(item.confidence),
      reasoning: groundedOr(item.reasoning, scenario.reasoning, grounding),
    });
  }
  if (chosen.length === 0) throw new ModelFailure('none of the codes it chose were among the candidates');
  for (const scenario of local.results) {
    if (chosen.length >= MIN_SCENARIOS) break;
    if (!chosenCodes.has(scenario.product_code)) chosen.push(scenario);
  }
  return {
    ...local,
    results: chosen,
    research_insights: groundedOr(reply.research_insights, local.research_insights, grounding),
  };
}
