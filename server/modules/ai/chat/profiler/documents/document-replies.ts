import type { ProfileField } from '../../../../../../src/api/contracts/ai.ts';
import type { FieldUpdate } from '../answer-extractors.ts';
import { questionOf } from '../interview-questions.ts';
import { listedValues, shownValue } from '../interview-replies.ts';

/** What the profiler says about the documents it read. */

const lowerLabel = (field: ProfileField) => questionOf(field).label.toLowerCase();

export function filledFromText(name: string, updates: readonly FieldUpdate[]): string {
  return [`From ${name} I've filled:`, ...listedValues(updates)].join('\n');
}

export function nothingNewText(name: string, found: boolean): string {
  return found ? `${name} holds nothing for the fields that are still empty.` : `I read ${name} but found no device name, description, intended use or references in it.`;
}

/** The fields the user set that a document also gives: kept, with the document's text and how to take it. */
export function keptText(kept: readonly FieldUpdate[]): string {
  const commands = kept.map((update) => `"use the document's ${lowerLabel(update.field)}"`).join(' or ');
  return [
    "You had already set these, so I kept your text. The document says:",
    ...kept.map((update) => `- ${questionOf(update.field).label} (${update.source}): ${shownValue(update.value)}`),
    `To take the document's text instead, say ${commands}.`,
  ].join('\n');
}

export function noDocumentsText(): string {
  return "Your profile holds no documents to read. Attach one with the attach button (PDF with selectable text, DOCX, TXT or MD) and ask again, or paste its text here and I'll put each part in its field.";
}

export function usedText(update: FieldUpdate): string {
  return `Updated: the ${lowerLabel(update.field)} is now "${shownValue(update.value)}" (from ${update.source}).`;
}

export function notInDocumentsText(field: ProfileField): string {
  return `None of your documents gives a ${lowerLabel(field)}.`;
}
