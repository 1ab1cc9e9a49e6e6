import type { ProfileField } from '../../../../../src/api/contracts/ai.ts';
import {
  answerConfidence,
  CONFIDENCE,
  cuesIn,
  extractShortAnswer,
  FILLER,
  REFERENCE_TOKENS,
  SHORT_FIELDS,
  splitSentences,
  type FieldUpdate,
} from './answer-extractors.ts';
import { FIELD_NAME_PATTERN, fieldNamed } from './field-names.ts';
import { readsAsIndication } from './indications.ts';
import { joinLines } from './labelled-blocks.ts';

/** Where a sentence of an interview answer goes when it names its field outright. */
export interface NamedPart {
  field: ProfileField;
  value: string;
}

/** 'The intended use is ...', 'Its specifications are ...', 'Intended use is ...' (a one-word name needs its article). */
const NAMED_SENTENCE = new RegExp(
  `^(?:(the|its|our|my)\\s+(?:device'?s?\\s+)?)?(${FIELD_NAME_PATTERN})(?![\\w-])\\s*(?:is|are|includes?|would be|will be)\\s+(.+)$`,
  'is',
);

/** Names that also describe ('the device features include ...'): they name a field in a label only. */
const LOOSE_NAMES = /^(?:key\s+)?(?:features|function)$/i;

/** A sentence comparing the field rather than giving it ('The indications for use are identical to the predicate's'). */
const COMPARISON = /^(?:identical|the same|same|similar|equivalent|substantially|comparable|different|unchanged|as follows|listed|shown|described|below|above|not)\b/i;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The field a sentence plainly names and the value it gives it, or null. */
export function plainlyNamed(sentence: string): NamedPart | null {
  const match = NAMED_SENTENCE.exec(sentence.trim());
  if (!match) return null;
  const [, article, name = '', value = ''] = match;
  const field = fieldNamed(name);
  if (!field || field === 'attachments' || (article === undefined && !name.includes(' ')) || LOOSE_NAMES.test(name) || COMPARISON.test(value)) return null;
  return { field, value: capitalise(value.trim()) };
}

/** A list of references and nothing much else ('ASTM F543, ASTM F136, ISO 10993-1'). */
function isReferenceList(answer: string): boolean {
  const cited = answer.match(REFERENCE_TOKENS) ?? [];
  const rest = answer.replace(REFERENCE_TOKENS, ' ').replace(/\b(?:and|or|per|the|standards?|predicates?|guidance)\b|[,;:.&/()\s-]+/gi, ' ').trim();
  return cited.length > 0 && rest.split(/\s+/).filter((word) => word !== '').length <= 3;
}

/**
 * The field an answer to `asked` reads like, when that is another one: an answer that opens with an
 * indication reads like the intended use, a bare list of standards and K-numbers like the references.
 */
export function readsLike(answer: string, asked: ProfileField): ProfileField | null {
  const [first = ''] = splitSentences(answer);
  if (asked !== 'intended_use' && readsAsIndication(first)) return 'intended_use';
  if (asked !== 'references' && isReferenceList(answer)) return 'references';
  return null;
}

/**
 * What an interview answer fills. A short field (role, name) takes its phrase, and side remarks fill other
 * empty fields. A long field takes the whole answer, figures and standards included, except the sentences
 * that plainly name another field ('The intended use is ...'), which go to that field.
 */
export function extractAnswer(answer: string, asked: ProfileField, filled: ReadonlySet<ProfileField>): FieldUpdate[] {
  if (SHORT_FIELDS.has(asked)) return extractShortAnswer(answer, asked, filled);
  const sentences = splitSentences(answer);
  const own: string[] = [];
  const elsewhere: FieldUpdate[] = [];
  let explicit = false;
  for (const sentence of sentences) {
    if (FILLER.test(sentence)) continue;
    const named = plainlyNamed(sentence);
    if (named && named.field !== asked) elsewhere.push({ ...named, confidence: CONFIDENCE.named });
    else own.push(named?.value ?? sentence);
    explicit ||= named?.field === asked || cuesIn(sentence).some((cue) => cue.strong && cue.field === asked);
  }
  const whole = own.length === sentences.length && own.every((part, index) => part === sentences[index]);
  const value = !whole ? own.join(' ') : answer.includes('\n') ? joinLines(answer.split('\n')) : answer.trim();
  if (value === '') return elsewhere;
  return [{ field: asked, value, confidence: answerConfidence(answer, explicit) }, ...elsewhere];
}
