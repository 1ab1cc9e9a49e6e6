import type { ProfileField } from '../../../../../src/api/contracts/ai.ts';
import type { FieldUpdate } from './answer-extractors.ts';
import { CONFIRM_QUESTION, INTERVIEW_QUESTIONS, questionOf } from './interview-questions.ts';
import type { ProfileValues } from './profile-values.ts';

/** The texts the interview says, built from the question table and the profile's values. */

const labelOf = (field: ProfileField) => questionOf(field).label;
const lowerLabel = (field: ProfileField) => labelOf(field).toLowerCase();

export function listLabels(fields: readonly ProfileField[]): string {
  const labels = fields.map(lowerLabel);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export function askText(field: ProfileField): string {
  const { question, hint } = questionOf(field);
  return `${question}\n${hint}`;
}

export function recordedText(updates: readonly FieldUpdate[]): string {
  const [only] = updates;
  if (updates.length === 1 && only) return `Got it: I've recorded the ${lowerLabel(only.field)} as "${only.value}".`;
  return ["Got it. I've recorded:", ...updates.map((update) => `- ${labelOf(update.field)}: ${update.value}`)].join('\n');
}

export function correctedText(updates: readonly FieldUpdate[]): string {
  return updates.map((update) => `Updated: the ${lowerLabel(update.field)} is now "${update.value}".`).join('\n');
}

export function skippedText(field: ProfileField): string {
  return `No problem, I'll leave the ${lowerLabel(field)} empty for now.`;
}

export function requiredText(field: ProfileField): string {
  return `The ${lowerLabel(field)} is one of the three fields classification needs (device name, description and intended use), so it can't be skipped.`;
}

export function notFoundText(field: ProfileField): string {
  return `I couldn't find the ${lowerLabel(field)} in that answer.`;
}

export function attachmentsText(values: ProfileValues): string {
  return values.attachments === '' ? "I don't see any attached files yet." : `Thanks, the profile holds these files: ${values.attachments}.`;
}

export function alreadyHeldText(values: ProfileValues): string | null {
  const held = INTERVIEW_QUESTIONS.map((entry) => entry.field).filter((field) => values[field] !== '');
  return held.length === 0 ? null : `Your profile already holds the ${listLabels(held)}, so I'll ask only for what is missing.`;
}

export function missingRequiredText(missing: readonly ProfileField[]): string {
  return `Before I can finalize, the profile still needs the ${listLabels(missing)}.`;
}

export function profileSummary(values: ProfileValues, skipped: ReadonlySet<ProfileField>): string {
  return INTERVIEW_QUESTIONS.map(({ field, label }) => {
    const value = values[field] !== '' ? values[field] : skipped.has(field) ? '(skipped)' : '(empty)';
    return `- ${label}: ${value}`;
  }).join('\n');
}

export function confirmText(values: ProfileValues, skipped: ReadonlySet<ProfileField>): string {
  return `Here is your device profile:\n${profileSummary(values, skipped)}\n\n${CONFIRM_QUESTION}`;
}

export function changeText(): string {
  return `Tell me what to change, e.g. "change the intended use to ..." or "actually the name is ...".\n${CONFIRM_QUESTION}`;
}

export function finalizedText(values: ProfileValues, skipped: ReadonlySet<ProfileField>): string {
  return `Your device profile is finalized:\n${profileSummary(values, skipped)}\n\nClearway uses it to look for classification scenarios, predicates, risks and tests and standards in the FDA data.`;
}

/** A long value shown in a reply's list: its start, so a pasted page does not come back whole. */
const SHOWN = 140;
export const shownValue = (value: string) => (value.length <= SHOWN ? value : `${value.slice(0, SHOWN).replace(/\s+\S*$/, '')} …`);
export const listedValues = (updates: readonly FieldUpdate[]) => updates.map((update) => `- ${labelOf(update.field)}: ${shownValue(update.value)}`);

export function labelledText(updates: readonly FieldUpdate[]): string {
  return ["I've filled these fields from your text:", ...listedValues(updates)].join('\n');
}

export function proseText(updates: readonly FieldUpdate[]): string {
  return [
    "I've read these from your text (Medium confidence: they weren't labelled):",
    ...listedValues(updates),
    'Please check them: say "change the description to ..." to correct one, or carry on if they are right.',
  ].join('\n');
}

/** The opening of a move offer; `offeredMove` reads the offer back from the thread. */
export const MOVE_OFFER = "I've put this in the ";

export function moveOfferText(asked: ProfileField, other: ProfileField): string {
  return `${MOVE_OFFER}${lowerLabel(asked)}. It reads like the ${lowerLabel(other)}: if it belongs there, say "move it to ${lowerLabel(other)}".`;
}

export function movedText(from: ProfileField, to: ProfileField, value: string): string {
  return `Moved: the ${lowerLabel(to)} is now "${shownValue(value)}". The ${lowerLabel(from)} keeps that text until you give it again.`;
}

export function noMoveText(): string {
  return 'I\'m not sure which answer to move. Tell me the field and its text, e.g. "change the intended use to ...".';
}

export function helpText(): string {
  return [
    'I need the device name, a description and the intended use (classification needs these three), and if you have them the key specifications, how the device works, references such as predicate K-numbers or standards, and any documents.',
    "Answer one question at a time, or paste what you already wrote: labelled lines such as 'Device name: ...', 'Intended use: ...' or '## Device description' fill their fields at once.",
  ].join('\n');
}
