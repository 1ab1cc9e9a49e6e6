import type { ProfileField } from '../../../../../src/api/contracts/ai.ts';
import { isHedged } from './answer-intents.ts';

/** A field value taken from the user's words, with how sure the extraction is (0-100). */
export interface FieldUpdate {
  field: ProfileField;
  value: string;
  confidence: number;
  /** The attached document the value was read from, by file name. */
  source?: string;
}

/**
 * Confidence by how explicit the extraction was: the answer to the question asked, given with a cue naming
 * the field ('It's called X' to the name question), plainly, or hedged; a side remark with a clear cue
 * ('intended to ...'), or one inferred from its shape (a measurement, 'it measures ...'). Text the user
 * labelled or named ('Intended use: ...', 'the intended use is ...') is as sure as a plain answer; fields read
 * from unlabelled prose are Medium (60-79), and the profiler asks the user to confirm them. A document's
 * labelled sections are High, a little below the user's own words: the user did not choose the text.
 */
export const CONFIDENCE = {
  explicitAnswer: 95,
  directAnswer: 90,
  hedgedAnswer: 85,
  statedAside: 75,
  inferredAside: 65,
  correction: 95,
  named: 90,
  prose: 70,
  /** A document's labelled section ('Device Description', 'Indications for Use'): High, but below what the user says. */
  documentSection: 85,
  /** A document's unlabelled 'intended for ...' sentence: Medium, like prose. */
  documentSentence: 70,
} as const;

/** A value a cue found in one sentence. Strong cues name the field; weak ones infer it from the wording. */
export interface Cue {
  field: ProfileField;
  value: string;
  strong: boolean;
}

const ROLE_NOUN =
  '(?:manufacturer|consultant|engineer|founder|co-founder|ceo|cto|coo|director|manager|specialist|officer|lead|owner|developer|designer|distributor|importer|sponsor|clinician|physician|doctor|surgeon|nurse|researcher|scientist|student|inventor|startup|entrepreneur|reprocessor|relabeler|repackager|contract manufacturer|regulatory affairs|regulatory)';

const ROLE_CUES = [
  new RegExp(`\\b(?:i am|i'm|im|we are|we're|my role is|i work as)\\s+(?:an?\\s+|the\\s+)?((?:[\\w/-]+\\s+){0,3}${ROLE_NOUN}\\w*)`, 'i'),
  new RegExp(`\\bas (?:an?|the)\\s+((?:[\\w/-]+\\s+){0,3}${ROLE_NOUN}\\w*)`, 'i'),
];
const NAME_CUE =
  /\b(?:it(?:'s| is) (?:called|named)|is (?:called|named)|we call it|(?:device|product|trade) name is|the name is|name:|called|named)\s+["'“‘]?([^"”’,.;!?\n]+?)["”’]?(?=\s+(?:and|which|that|it|is|for|intended|indicated|with)\b|[,.;!?\n]|$)/i;
const INTENDED_USE_CUE = /\b((?:intended|indicated)\s+(?:to|for|in)|for use (?:in|by|on|with))\b\s*([^.;!?\n]+)/i;
export const REFERENCE_TOKENS =
  /\b(?:K\d{6}|DEN\d{6}|(?:ANSI\/AAMI|AAMI|ANSI|ISO\/IEC|ISO|IEC|ASTM|IEEE|UL|EN)\s?[A-Z]?\d[\w.:-]*(?:-\d+)*)\b|https?:\/\/\S+[^\s.,;)]/gi;
const GUIDANCE_MENTION = /\bguidance\b/i;
const MEASUREMENT =
  /(?:\d+(?:[.,]\d+)?\s?(?:-|–|to)\s?)?\d+(?:[.,]\d+)?\s?(?:mm|cm|m|µm|um|nm|kg|g|mg|µg|ml|mL|l|L|hz|khz|mhz|ghz|v|mv|µv|ma|a|w|mw|j|db|°c|°f|bpm|mmhg|kpa|psi|bar|lbs?|gb|mb|hours?|hrs?|h|days?|min(?:utes?)?|s|sec(?:onds?)?|ms|years?|inch(?:es)?|%)(?![a-z])|±\s?\d/i;
const FUNCTION_CUE =
  /\b(?:it|the device|the system|this device|the software|the app)\s+(?:works by|operates by|functions by|measures|detects|monitors|analy[sz]es|calculates|estimates|transmits|sends|uses|connects|records|displays|alerts|delivers|stimulates|pumps|filters|generates|emits|captures|classifies|identifies)\b/i;
const PARTS_CUE = /\b(?:it|the device|the system)\s+(?:consists of|comprises|is made of|is composed of|contains|includes)\b/i;
const IS_A_CUE = /^(?:it(?:'s| is)|this is)\s+(an?\s+.+?)(?=\s+(?:that is |which is )?(?:intended|indicated|used|for use|called|named)\b|$)/i;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const tidy = (text: string) => text.trim().replace(/^["'“‘]+|["'”’]+$/g, '').replace(/[\s.,;:!]+$/, '').trim();

/** The sentences of an answer (line breaks also end one; decimals, 'e.g. x' and titles such as 'Sr. Director' do not). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])(?<!\b(?:Sr|Jr|Dr|Mr|Mrs|Ms|St|Inc|Ltd|Co|No|Nos|Fig|vs|approx|Ref|U\.S|U\.K)\.)\s+(?=["'“A-Z0-9])|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

function references(sentence: string): string | null {
  const tokens = [...new Set(sentence.match(REFERENCE_TOKENS) ?? [])];
  if (tokens.length > 0) return tokens.join(', ');
  return GUIDANCE_MENTION.test(sentence) ? tidy(sentence) : null;
}

/** Every cue in one sentence, strong ones first. */
export function cuesIn(sentence: string): Cue[] {
  const cues: Cue[] = [];
  const role = ROLE_CUES.map((cue) => cue.exec(sentence)?.[1]).find((found) => found !== undefined);
  if (role) cues.push({ field: 'role', value: capitalise(tidy(role)), strong: true });
  const name = NAME_CUE.exec(sentence)?.[1];
  if (name && tidy(name) !== '') cues.push({ field: 'device_name', value: tidy(name), strong: true });
  const intended = INTENDED_USE_CUE.exec(sentence);
  if (intended) cues.push({ field: 'intended_use', value: capitalise(tidy(`${intended[1]} ${intended[2]}`)), strong: true });
  const cited = references(sentence);
  if (cited) cues.push({ field: 'references', value: cited, strong: true });
  if (MEASUREMENT.test(sentence)) cues.push({ field: 'key_specifications', value: tidy(sentence), strong: false });
  if (FUNCTION_CUE.test(sentence)) cues.push({ field: 'functionality', value: tidy(sentence), strong: false });
  const isA = IS_A_CUE.exec(sentence)?.[1];
  if (PARTS_CUE.test(sentence)) cues.push({ field: 'description', value: tidy(sentence), strong: false });
  else if (isA) cues.push({ field: 'description', value: capitalise(tidy(isA)), strong: false });
  return cues;
}

/** Fields whose value is a short phrase: the answer's first clause, not the whole text. */
export const SHORT_FIELDS: ReadonlySet<ProfileField> = new Set(['role', 'device_name']);

/** A sentence that only acknowledges ('Sure.', 'OK!'). */
export const FILLER = /^(?:sure|ok(?:ay)?|yes|yeah|well|thanks|thank you|great|of course|alright)[\s.!,]*$/i;

const SHORT_ANSWER_PREFIX =
  /^(?:(?:sure|ok(?:ay)?|yes|well)[,!.]?\s+)?(?:(?:i think|i guess|maybe|probably|perhaps)\s+)?(?:i am|i'm|im|we are|we're|my role is|i work as|it(?:'s| is) called|it(?:'s| is) named|we call it|the (?:device |product |trade )?name is|name:|it(?:'s| is)|called|as)\s+(?:an?\s+|the\s+)?/i;

/**
 * Where a short answer's phrase ends: names and titles keep their commas, semicolons and dashes ('Senior
 * Director, Regulatory Affairs', 'RadiForce GX570; RadiForce GX570-AR'); chatter after them is cut.
 */
const CLAUSE_END =
  /\s*(?:[,;]|\s[-–])\s*(?=(?:and|but|so|or|we|we're|i|i'm|it|it's|its|which|who|that|based|located|working|currently|at|from|in|our|my|a|an|the|intended|indicated|used|designed|made|because|since|when|where)\b)/i;
/** An answer that opens by naming what it gives ('It's called X', 'My role is X'): the rest of its sentence is the value. */
const STATED_PREFIX =
  /^(?:(?:sure|ok(?:ay)?|yes|well)[,!.]?\s+)?(?:i am|i'm|im|we are|we're|my role is|i work as|it(?:'s| is) (?:called|named)|we call it|the (?:device |product |trade )?name is|name:)\s/i;

/** A role reads as a title ('Manufacturer'); a device name keeps the user's spelling ('uMR 680'). */
function shortAnswer(sentence: string, field: ProfileField): string {
  const stated = sentence.replace(SHORT_ANSWER_PREFIX, '');
  const clause = tidy(stated.split(CLAUSE_END)[0] ?? stated);
  return field === 'role' ? capitalise(clause) : clause;
}

/** Values a turn gives through cues, as side remarks; fields in `skip` are left alone. */
export function extractRemarks(text: string, skip: ReadonlySet<ProfileField>): FieldUpdate[] {
  const updates: FieldUpdate[] = [];
  for (const cue of splitSentences(text).flatMap(cuesIn)) {
    if (skip.has(cue.field) || updates.some((update) => update.field === cue.field)) continue;
    updates.push({ field: cue.field, value: cue.value, confidence: cue.strong ? CONFIDENCE.statedAside : CONFIDENCE.inferredAside });
  }
  return updates;
}

/**
 * The answer to a short field (role, device name): the value of a cue naming it ('It's called X'), else
 * the first clause of the first sentence no other field's strong cue claims.
 */
function shortAnswerOf(sentences: readonly string[], asked: ProfileField): { value: string; explicit: boolean; from: number } {
  let free: { value: string; from: number } | null = null;
  for (const [index, sentence] of sentences.entries()) {
    if (FILLER.test(sentence)) continue;
    const cues = cuesIn(sentence);
    const own = cues.find((cue) => cue.strong && cue.field === asked);
    if (own) return { value: STATED_PREFIX.test(sentence) ? shortAnswer(sentence, asked) : own.value, explicit: true, from: index };
    if (!cues.some((cue) => cue.strong)) free ??= { value: shortAnswer(sentence, asked), from: index };
  }
  return { value: free?.value ?? '', explicit: false, from: free?.from ?? -1 };
}

/** The confidence of an answer to the question asked: hedged, naming its field, or plain. */
export function answerConfidence(answer: string, explicit: boolean): number {
  return isHedged(answer) ? CONFIDENCE.hedgedAnswer : explicit ? CONFIDENCE.explicitAnswer : CONFIDENCE.directAnswer;
}

/**
 * The value answering a short field, then what the answer's other sentences gave through cues (a name
 * answer often goes on with the intended use); the sentence that gave the value gives nothing else, as a
 * figure in a model name ('Catheter, 6F, 12cm') is no specification. `filled` fields are not overwritten.
 */
export function extractShortAnswer(answer: string, asked: ProfileField, filled: ReadonlySet<ProfileField>): FieldUpdate[] {
  const sentences = splitSentences(answer);
  const { value, explicit, from } = shortAnswerOf(sentences, asked);
  const rest = sentences.filter((_, index) => index !== from).join('\n');
  const sides = extractRemarks(rest, new Set([...filled, asked]));
  if (value === '') return sides;
  return [{ field: asked, value, confidence: answerConfidence(answer, explicit) }, ...sides];
}
