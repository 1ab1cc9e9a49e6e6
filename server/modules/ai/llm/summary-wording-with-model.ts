import { type } from 'arktype';
import { groundingOf, isGrounded, numbersGrounded, numbersIn } from './fact-check.ts';
import { jsonPrompt } from './json-prompt.ts';
import type { ModelClient } from './model-client.ts';

/** A section's opening sentence, by the section's id. */
export interface SectionWording {
  id: string;
  text: string;
}

const WordingReply = type({ sections: type({ id: 'string', text: 'string' }).array() });

const REPLY_SHAPE = '{"sections": [{"id": "the section id as given", "text": "the reworded opening"}]}';

const TASK =
  "Reword the opening sentence of each section of a draft 510(k) Summary (21 CFR 807.92) in a submitter's " +
  'formal voice, one or two sentences each, keeping its meaning. Name no device, predicate, regulation, ' +
  'standard or figure that the section and the draft facts below do not hold.';

/**
 * The model's wording of each section's opening, under the engine's fact check: a text naming a product code,
 * K-number, standard or number that the draft's facts do not hold keeps the local text. The map holds the
 * reworded texts only.
 */
export async function summaryWordingWithModel(client: ModelClient, sections: readonly SectionWording[], facts: string): Promise<Map<string, string>> {
  const reply = await client.askJson(WordingReply, jsonPrompt(TASK, REPLY_SHAPE, { sections, draft_facts: JSON.parse(facts) as unknown }));
  const grounding = groundingOf({ texts: [facts, ...sections.map((section) => section.text)] });
  const numbers = new Set(numbersIn([facts, ...sections.map((section) => section.text)].join('\n')));
  const known = new Set(sections.map((section) => section.id));
  const reworded = new Map<string, string>();
  for (const { id, text } of reply.sections) {
    const wording = text.trim();
    if (known.has(id) && wording !== '' && isGrounded(wording, grounding) && numbersGrounded(wording, numbers)) reworded.set(id, wording);
  }
  return reworded;
}
