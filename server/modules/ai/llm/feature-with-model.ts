import { type } from 'arktype';
import { NOT_AVAILABLE, type FeatureExtractionAnswer, type FeatureResult } from '../../../../src/api/contracts/ai.ts';
import { groundingOf, isGrounded, numbersGrounded, numbersIn } from './fact-check.ts';
import { jsonPrompt } from './json-prompt.ts';
import { ModelFailure, type ModelClient } from './model-client.ts';

const FeatureReply = type({ answers: type({ k_number: 'string', answer: 'string' }).array() });

const REPLY_SHAPE = '{"answers": [{"k_number": "...", "answer": "a short answer, or \\"unknown\\""}]}';

const TASK =
  'Answer the question for each device from its passage only, in a short phrase or sentence. When the ' +
  'passage does not answer it, answer "unknown".';

const UNKNOWN = /^(unknown|n\/?a|not (stated|available|specified|given|mentioned)|none)\.?$/i;

/**
 * Feature extraction with the model answering the question from each device's local passage. An answer
 * must stand on that passage: any record or number it names must occur there; 'unknown' becomes 'N/A'.
 * Null when no device has a passage to ask about.
 */
export async function featureWithModel(client: ModelClient, prompt: string, local: FeatureExtractionAnswer): Promise<FeatureExtractionAnswer | null> {
  const withPassage = Object.entries(local.feature_results).filter(([, result]) => result.passage !== null);
  if (withPassage.length === 0) return null;
  const reply = await client.askJson(
    FeatureReply,
    jsonPrompt(TASK, REPLY_SHAPE, {
      question: prompt,
      devices: withPassage.map(([kNumber, result]) => ({ k_number: kNumber, passage: result.passage })),
    }),
  );

  const answers = new Map(reply.answers.map((item) => [item.k_number.trim().toUpperCase(), item.answer.trim()]));
  let used = 0;
  const results: Record<string, FeatureResult> = { ...local.feature_results };
  for (const [kNumber, result] of withPassage) {
    const answer = answers.get(kNumber);
    if (answer === undefined || answer === '') continue;
    if (UNKNOWN.test(answer)) {
      results[kNumber] = { summary_feature: NOT_AVAILABLE, passage: null, document: null };
      used += 1;
    } else if (supportedBy(answer, result.passage ?? '', kNumber)) {
      results[kNumber] = { ...result, summary_feature: answer };
      used += 1;
    }
  }
  if (used === 0) throw new ModelFailure('none of its answers were supported by the documents');
  return { ...local, feature_results: results };
}

function supportedBy(answer: string, passage: string, kNumber: string): boolean {
  const grounding = groundingOf({ documents: [kNumber], texts: [passage] });
  return isGrounded(answer, grounding) && numbersGrounded(answer, new Set(numbersIn(`${passage} ${kNumber}`)));
}
