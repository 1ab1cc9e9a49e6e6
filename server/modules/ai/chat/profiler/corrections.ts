import type { ProfileField } from '../../../../../src/api/contracts/ai.ts';
import { CONFIDENCE, cuesIn, splitSentences, type FieldUpdate } from './answer-extractors.ts';
import { FIELD_NAME_PATTERN, fieldNamed } from './field-names.ts';

const MARKER = '(?:actually|correction|sorry|oops|wait|no)\\b[,:!.]?\\s*';
const VERB = '(?:please\\s+)?(?:change|update|set|fix|correct|replace|make)\\s+';

/** 'actually the name is Y', 'change the intended use to ...', 'no, the description should be ...'. */
const NAMED_CORRECTION = new RegExp(
  `^(?:${MARKER})?(?:${VERB})?(?:the\\s+|my\\s+|its\\s+|our\\s+)?(?:device'?s?\\s+)?(${FIELD_NAME_PATTERN})\\s+(?:should\\s+(?:be|say|read)|is\\s+actually|is|to|=|:|as|with)\\s+(.+)$`,
  'is',
);
const STARTS_AS_CORRECTION = new RegExp(`^(?:${MARKER}|${VERB})`, 'i');

const tidyValue = (value: string) => {
  const trimmed = value.trim().replace(/^["'“‘]+|["'”’]+$/g, '').replace(/[\s.!]+$/, '').trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

/**
 * The fields a correction sets, or null when the turn is not one. A correction either names the field
 * ('change the intended use to ...') or opens with 'actually'/'no' and carries a field cue ('actually it's
 * called Y'); either way it overwrites what the profile holds.
 */
export function detectCorrection(text: string): FieldUpdate[] | null {
  const trimmed = text.trim();
  if (!STARTS_AS_CORRECTION.test(trimmed)) return null;
  const named = NAMED_CORRECTION.exec(trimmed);
  const field = named?.[1] ? fieldNamed(named[1]) : undefined;
  if (field && named?.[2] && tidyValue(named[2]) !== '') {
    return [{ field, value: tidyValue(named[2]), confidence: CONFIDENCE.correction }];
  }
  const cued = new Map<ProfileField, string>();
  for (const cue of splitSentences(trimmed).flatMap(cuesIn)) if (cue.strong && !cued.has(cue.field)) cued.set(cue.field, cue.value);
  if (cued.size === 0) return null;
  return [...cued].map(([cuedField, value]) => ({ field: cuedField, value, confidence: CONFIDENCE.correction }));
}
