import { type } from 'arktype';
import type { AiProfile, Assessment, PredicateCandidate, PredicatesAnswer } from '../../../../src/api/contracts/ai.ts';
import { groundedOr, groundingOf, isGrounded } from './fact-check.ts';
import { clampConfidence, excerpt, jsonPrompt } from './json-prompt.ts';
import { ModelFailure, type ModelClient } from './model-client.ts';

const ModelAssessment = type({ confidence_score: 'number', reasoning: 'string' });

const PredicatesReply = type({
  predicates: type({
    k_number: 'string',
    final: ModelAssessment,
    'device_description?': ModelAssessment,
    'intended_use?': ModelAssessment,
    'characteristics?': ModelAssessment,
  }).array(),
  'research_insights?': 'string',
});

type ModelAssessment = typeof ModelAssessment.infer;

const ASSESSMENT_SHAPE = '{"confidence_score": 0-100, "reasoning": "..."}';
const REPLY_SHAPE =
  `{"predicates": [{"k_number": "one of the candidates' K-numbers", "device_description": ${ASSESSMENT_SHAPE}, ` +
  `"intended_use": ${ASSESSMENT_SHAPE}, "characteristics": ${ASSESSMENT_SHAPE}, "final": ${ASSESSMENT_SHAPE}}], ` +
  '"research_insights": "a short paragraph"}';

const TASK =
  'Order the cleared devices below by how well each would serve as the predicate device for the profiled ' +
  'device, and assess the device description, intended use and technological characteristics of each, ' +
  'and overall (final). Prefer recent clearances and mind recalls.';

/**
 * Predicates with the model ordering retrieval's candidates and writing the assessments: K-numbers not
 * among them are dropped, candidates it left out follow in retrieval's order, every fact stays local.
 * Null when retrieval found no candidate.
 */
export async function predicatesWithModel(client: ModelClient, profile: AiProfile, local: PredicatesAnswer): Promise<PredicatesAnswer | null> {
  if (local.results.length === 0) return null;
  const reply = await client.askJson(
    PredicatesReply,
    jsonPrompt(TASK, REPLY_SHAPE, {
      profile,
      product_code: local.product_code,
      candidates: local.results.map((candidate) => ({
        k_number: candidate.k_number,
        device_name: candidate.device_name,
        applicant: candidate.applicant,
        decision_date: candidate.decision_date,
        summary: excerpt(candidate.statement_or_summary),
        predicate_relationship_summary: candidate.predicate_relationship_summary,
        recalled: candidate.recalled,
        retrieval_assessment: candidate.scores.final,
      })),
    }),
  );

  const byNumber = new Map(local.results.map((candidate) => [candidate.k_number, candidate]));
  const grounding = groundingOf({
    codes: [local.product_code],
    documents: local.results.flatMap((candidate) => [candidate.k_number, ...candidate.predicate_devices, ...candidate.postdicate_devices]),
    texts: [local.research_insights, ...local.results.map((candidate) => candidate.predicate_relationship_summary)],
  });
  const assessed = (model: ModelAssessment | undefined, fallback: Assessment): Assessment =>
    model && model.reasoning.trim() !== '' && isGrounded(model.reasoning, grounding)
      ? { confidence_score: clampConfidence(model.confidence_score), reasoning: model.reasoning.trim() }
      : fallback;

  const ordered: PredicateCandidate[] = [];
  for (const item of reply.predicates) {
    const candidate = byNumber.get(item.k_number.trim().toUpperCase());
    if (!candidate || ordered.some((kept) => kept.k_number === candidate.k_number)) continue;
    ordered.push({
      ...candidate,
      scores: {
        deviceDescription: assessed(item.device_description, candidate.scores.deviceDescription),
        intendedUse: assessed(item.intended_use, candidate.scores.intendedUse),
        characteristics: assessed(item.characteristics, candidate.scores.characteristics),
        final: assessed(item.final, candidate.scores.final),
      },
    });
  }
  if (ordered.length === 0) throw new ModelFailure('none of the K-numbers it chose were among the candidates');
  const rest = local.results.filter((candidate) => !ordered.some((kept) => kept.k_number === candidate.k_number));
  return {
    ...local,
    results: [...ordered, ...rest].map((candidate, index) => ({ ...candidate, rank: index + 1 })),
    research_insights: groundedOr(reply.research_insights, local.research_insights, grounding),
  };
}
