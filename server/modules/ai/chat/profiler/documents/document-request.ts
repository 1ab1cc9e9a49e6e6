import type { AiAttachment, ChatTurn, ProfileField, ProfilerProfile } from '../../../../../../src/api/contracts/ai.ts';
import { asksToReadDocument } from '../answer-intents.ts';
import { FIELD_NAME_PATTERN, fieldNamed } from '../field-names.ts';
import { askedIn, viewThread } from '../interview-thread.ts';

/** A turn that has the profiler read the attachments: to fill the empty fields, or to take one field's value. */
export interface DocumentRequest {
  /** The field the user takes from the documents ('use the document's description'); null to fill every empty field. */
  use: ProfileField | null;
}

/** 'use the document's description', 'take the document's intended use please'. */
const USE_DOCUMENT_VALUE = new RegExp(
  `^(?:please\\s+|ok(?:ay)?,?\\s+|yes,?\\s+)?(?:use|take|keep)\\s+the\\s+(?:document'?s?|file'?s?|attachment'?s?)\\s+(${FIELD_NAME_PATTERN})(?![\\w-])[\\s.!]*(?:please[\\s.!]*)?$`,
  'i',
);
/** 'done', 'uploaded', "that's all" after the Attachments question. */
const DONE_ATTACHING = /^(?:ok(?:ay)?,?\s+)?(?:done|all done|finished|uploaded|attached|i(?:'ve| have) (?:attached|uploaded)(?: (?:it|them|the files?|the documents?))?|that'?s (?:it|all))\b[\s.!]*$/i;

/** The profile's attachments as objects: one named only (a string) has no object key, so no text to read. */
export function profileAttachments(profile: ProfilerProfile): AiAttachment[] {
  return (profile.attachments ?? []).map((item) => (typeof item === 'string' ? { name: item } : item));
}

/** What the user's last turn asks of the attached documents, or null when it asks nothing of them. */
export function documentRequestOf(messages: readonly ChatTurn[], profile: ProfilerProfile): DocumentRequest | null {
  const { answer, previousAssistant } = viewThread(messages);
  if (answer === null) return null;
  const named = USE_DOCUMENT_VALUE.exec(answer)?.[1];
  const field = named === undefined ? undefined : fieldNamed(named);
  if (field !== undefined) return { use: field };
  if (asksToReadDocument(answer)) return { use: null };
  const attaching = previousAssistant !== null && askedIn(previousAssistant) === 'attachments';
  return attaching && DONE_ATTACHING.test(answer) && profileAttachments(profile).some((attachment) => (attachment.object_key ?? '') !== '') ? { use: null } : null;
}
