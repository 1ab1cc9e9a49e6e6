import type { ProfileField } from '../../../../../src/api/contracts/ai.ts';
import { CONFIDENCE, type FieldUpdate } from './answer-extractors.ts';
import { isOpening, isRequest } from './answer-intents.ts';
import { extractAnswer } from './answer-routing.ts';
import * as say from './interview-replies.ts';
import { readLabelledBlocks } from './labelled-blocks.ts';
import { readProse } from './prose-reader.ts';

/** What a pasted text fills, and what the reply says about it. */
export interface PasteReading {
  updates: FieldUpdate[];
  said: string[];
}

const NOTHING: PasteReading = { updates: [], said: [] };

/** A line that frames a paste rather than holding a value: 'Here is what we have:', 'Hi!'. */
const framing = (line: string) => /:\s*$/.test(line.trim()) || (line.trim().split(/\s+/).length <= 4 && isOpening(line));

/**
 * Unlabelled text: the answer to the field asked when there is one (`taken` fields, set by the same
 * message's labels, are left alone), else what the prose clearly holds, for empty fields only.
 */
export function readUnlabelled(text: string, asked: ProfileField | null, filled: ReadonlySet<ProfileField>, taken: ReadonlySet<ProfileField>): PasteReading {
  const kept = text
    .split('\n')
    .filter((line) => !framing(line))
    .join('\n')
    .trim();
  if (kept === '' || isRequest(kept)) return NOTHING;
  if (asked !== null && asked !== 'attachments' && !taken.has(asked)) {
    const updates = extractAnswer(kept, asked, new Set([...filled, ...taken])).filter((update) => !taken.has(update.field));
    return { updates, said: updates.length > 0 ? [say.recordedText(updates)] : [] };
  }
  const closed = new Set([...filled, ...taken]);
  const updates = readProse(kept, closed).filter((update) => !closed.has(update.field));
  return { updates, said: updates.length > 0 ? [say.proseText(updates)] : [] };
}

/**
 * A paste with labels, or null when the text labels nothing. Each labelled field is set, replacing what
 * the profile held (the user said which field it is); the text before the first label answers `asked`.
 */
export function readLabelledPaste(text: string, asked: ProfileField | null, filled: ReadonlySet<ProfileField>): PasteReading | null {
  const { sections, unlabelled } = readLabelledBlocks(text);
  if (sections.length === 0) return null;
  const labelled = sections.map((section): FieldUpdate => ({ ...section, confidence: CONFIDENCE.named }));
  const rest = readUnlabelled(unlabelled, asked, filled, new Set(labelled.map((update) => update.field)));
  return { updates: [...labelled, ...rest.updates], said: [say.labelledText(labelled), ...rest.said] };
}
