import type { AiProfile } from '../../src/api/contracts/ai.ts';
import type { createClassificationEngine } from '../../server/modules/ai/classification/classification.service.ts';
import { normaliseProfile, profileText } from '../../server/modules/ai/profile.ts';
import type { ClassifiedCase } from './accuracy-metrics.ts';
import { stripAnswers } from './strip-answers.ts';

export type Classify = ReturnType<typeof createClassificationEngine>['classify'];

/** A held-out case as the engine is asked it: the profile, and the codes it is judged against. */
export interface CaseToClassify {
  k_number: string;
  /** The code of the 510(k) record (or the first FDA's letter names). */
  truth: string;
  /** Every code FDA gave the device. */
  truths: readonly string[];
  profile: AiProfile;
}

/**
 * The texts classification reads, each stripped of what gives the answer away (DESIGN.md section 6): the three
 * required fields, and the references where a document gave them (they state the classification's names).
 */
export function strippedProfile(
  texts: { device_name: string; description: string; intended_use: string; references?: string },
  productCodes: ReadonlySet<string>,
): AiProfile {
  return normaliseProfile({
    device_name: stripAnswers(texts.device_name, productCodes),
    description: stripAnswers(texts.description, productCodes),
    intended_use: stripAnswers(texts.intended_use, productCodes),
    references: stripAnswers(texts.references ?? '', productCodes),
  });
}

/**
 * Each case classified in turn and timed. A profile with no text is not asked (the app would not ask
 * either): it proposes nothing, so it counts as a miss.
 */
export async function classifyAll(classify: Classify, cases: readonly CaseToClassify[]): Promise<ClassifiedCase[]> {
  const classified: ClassifiedCase[] = [];
  for (const item of cases) {
    const started = performance.now();
    const answer = profileText(item.profile) === '' ? { results: [] } : await classify(item.profile);
    const ms = performance.now() - started;
    classified.push({
      k_number: item.k_number,
      truth: item.truth,
      truths: item.truths,
      proposed: answer.results.map((result) => result.product_code),
      topConfidence: answer.results[0]?.confidence ?? null,
      reasons: answer.results.map((result) => result.reasoning),
      ms,
    });
  }
  return classified;
}
