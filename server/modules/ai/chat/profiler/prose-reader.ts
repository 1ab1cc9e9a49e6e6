import type { ProfileField } from '../../../../../src/api/contracts/ai.ts';
import { CONFIDENCE, cuesIn, splitSentences, type FieldUpdate } from './answer-extractors.ts';
import { isOpening, isRequest } from './answer-intents.ts';
import { indicationWeight, readsAsIndication } from './indications.ts';

/** 'The Acme X200 is a ...': capitalised words (a trademark sign or '(AM)' allowed) before 'is a/an'. */
const TRADE_NAME = /^(?:The\s+)?((?:[A-Z0-9][\w®™+./-]*)(?:\s+(?:[A-Z0-9(][\w®™+./()-]*))*?)\s+(?:is|are)\s+(?:a|an|the)\s/;
/** Subjects that name no product ('It is a', 'This Device is a'). */
const GENERIC_SUBJECT = /^(?:it|this|that|these|those|our|we|the|device|devices|system|product|software|they|each|both)$/i;

/** Enough words that unlabelled text is a pasted description, not a remark ('I'm a consultant'). */
const PASTE_WORDS = 20;

function tradeName(sentence: string): string | null {
  const name = TRADE_NAME.exec(sentence)?.[1]?.trim();
  if (!name || name.split(/\s+/).every((word) => GENERIC_SUBJECT.test(word))) return null;
  return name;
}

const wordCount = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;

/** A sentence that carries no device text: a request, a question, a greeting or an introduction ('Here is what we have:'). */
const notDeviceText = (sentence: string) => isRequest(sentence) || /[:?]$/.test(sentence) || (wordCount(sentence) <= 4 && isOpening(sentence));

/** Whether unlabelled text is long enough to be read as a pasted description rather than a short remark. */
export function isProsePaste(text: string): boolean {
  return wordCount(text) >= PASTE_WORDS;
}

/**
 * The paragraph that is the intended use, when the text has several: the one whose sentences read most as
 * indications (`indicationWeight`), its first sentence counting double. The other paragraphs are the
 * description, indication-like sentences and all. Null for a single paragraph, or when none reads as one.
 */
function intendedUseParagraph(paragraphs: readonly string[][]): number | null {
  if (paragraphs.length < 2) return null;
  const scores = paragraphs.map((sentences) => {
    const weight = sentences.reduce((sum, sentence) => sum + indicationWeight(sentence), 0);
    return sentences.length === 0 ? 0 : weight / sentences.length + indicationWeight(sentences[0] ?? '');
  });
  const best = scores.indexOf(Math.max(...scores));
  return (scores[best] ?? 0) > 0 ? best : null;
}

/**
 * The fields unlabelled prose clearly holds, at Medium confidence: the intended use (its paragraph, or
 * else its sentences), an evident trade name ('The Acme X200 is a ...'), a stated role and cited
 * references; every other sentence is the description, and so is all of it when the intended use is
 * `closed` (given elsewhere).
 */
export function readProse(text: string, closed: ReadonlySet<ProfileField>): FieldUpdate[] {
  const found = new Map<ProfileField, string[]>();
  const add = (field: ProfileField, value: string) => found.set(field, [...(found.get(field) ?? []), value]);
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => splitSentences(paragraph).filter((sentence) => !notDeviceText(sentence)));
  const open = !closed.has('intended_use');
  const indicationsAt = open ? intendedUseParagraph(paragraphs) : null;
  let name: string | null = null;
  paragraphs.forEach((sentences, at) => {
    for (const sentence of sentences) {
      name ??= tradeName(sentence);
      const cues = cuesIn(sentence).filter((cue) => cue.strong);
      const role = cues.find((cue) => cue.field === 'role');
      const cited = cues.find((cue) => cue.field === 'references');
      const called = cues.find((cue) => cue.field === 'device_name');
      for (const reference of cited?.value.split(', ') ?? []) add('references', reference);
      if (called) name ??= called.value;
      if (called && wordCount(sentence) <= 6) continue;
      const indication = indicationsAt === null ? open && readsAsIndication(sentence) : at === indicationsAt;
      if (role) add('role', role.value);
      else add(indication ? 'intended_use' : 'description', sentence);
    }
  });
  if (name) found.set('device_name', [name]);
  return [...found].map(([field, values]) => ({ field, value: [...new Set(values)].join(field === 'references' ? ', ' : ' '), confidence: CONFIDENCE.prose }));
}
