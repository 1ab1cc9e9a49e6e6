import type { ProfileField } from '../../../../../src/api/contracts/ai.ts';
import { FIELD_NAME_PATTERN, fieldNamed } from './field-names.ts';
import { INTERVIEW_QUESTIONS } from './interview-questions.ts';
import { MOVE_OFFER } from './interview-replies.ts';

/** 'move it to intended use', 'please put that in the references'. */
const MOVE = new RegExp(
  `^(?:please\\s+|ok(?:ay)?,?\\s+|yes,?\\s+)?(?:move|put|file|shift)\\s+(?:it|that|this|the (?:text|answer|last answer))\\s+(?:to|in|into|under)\\s+(?:the\\s+)?(${FIELD_NAME_PATTERN})(?![\\w-])(?:\\s+(?:field|instead|please))*[\\s.!]*$`,
  'i',
);

/** The field a move command names, or null when the turn is not one. */
export function moveTarget(text: string): ProfileField | null {
  const name = MOVE.exec(text.trim())?.[1];
  return name ? (fieldNamed(name) ?? null) : null;
}

const labelled = INTERVIEW_QUESTIONS.map(({ field, label }): [ProfileField, string] => [field, label.toLowerCase()]);

/** The field an assistant turn's move offer put the answer in ('I've put this in the description. ...'). */
export function offeredFrom(assistantText: string): ProfileField | null {
  const at = assistantText.lastIndexOf(MOVE_OFFER);
  if (at === -1) return null;
  const rest = assistantText.slice(at + MOVE_OFFER.length);
  return labelled.find(([, label]) => rest.startsWith(`${label}.`))?.[0] ?? null;
}
