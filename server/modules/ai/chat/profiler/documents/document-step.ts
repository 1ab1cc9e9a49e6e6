import type { AttachedDocument } from '../../../../documents/attachments/attached-document.ts';
import type { FieldUpdate } from '../answer-extractors.ts';
import type { ProfileValues } from '../profile-values.ts';
import { documentFields } from './document-fields.ts';
import * as say from './document-replies.ts';
import type { DocumentRequest } from './document-request.ts';

/** What the profiler read from the attachments for this turn, in the profile's order. */
export interface DocumentReads extends DocumentRequest {
  documents: AttachedDocument[];
}

/** The updates a turn about the documents makes, and what its reply says first. */
export interface DocumentOutcome {
  updates: FieldUpdate[];
  said: string[];
}

const readable = (documents: readonly AttachedDocument[]) =>
  documents.flatMap((document) => ('text' in document ? [{ name: document.name, fields: documentFields(document.text, document.name) }] : []));

/** 'use the document's description': the first document giving the field overwrites it. */
function takeField(reads: DocumentReads & { use: NonNullable<DocumentReads['use']> }): DocumentOutcome {
  const found = readable(reads.documents)
    .flatMap((document) => document.fields)
    .find((update) => update.field === reads.use);
  return found ? { updates: [found], said: [say.usedText(found)] } : { updates: [], said: [say.notInDocumentsText(reads.use)] };
}

/**
 * Fills the empty fields from the documents (the first document giving a field wins); a field the user set
 * is kept and the document's text offered. A document that could not be read says why and gives nothing.
 */
function fillEmptyFields(values: ProfileValues, documents: readonly AttachedDocument[]): DocumentOutcome {
  if (documents.length === 0) return { updates: [], said: [say.noDocumentsText()] };
  const updates: FieldUpdate[] = [];
  const kept: FieldUpdate[] = [];
  const said: string[] = [];
  for (const document of documents) {
    if ('problem' in document) {
      said.push(document.problem);
      continue;
    }
    const fields = documentFields(document.text, document.name);
    const taken = new Set(updates.map((update) => update.field));
    const fresh = fields.filter((update) => values[update.field] === '' && !taken.has(update.field));
    updates.push(...fresh);
    kept.push(...fields.filter((update) => values[update.field] !== '' && values[update.field] !== update.value && !kept.some((other) => other.field === update.field)));
    said.push(fresh.length > 0 ? say.filledFromText(document.name, fresh) : say.nothingNewText(document.name, fields.length > 0));
  }
  return { updates, said: kept.length > 0 ? [...said, say.keptText(kept)] : said };
}

/** The turn's answer from the documents read for it. */
export function documentOutcome(values: ProfileValues, reads: DocumentReads): DocumentOutcome {
  const { use } = reads;
  return use === null ? fillEmptyFields(values, reads.documents) : takeField({ ...reads, use });
}
