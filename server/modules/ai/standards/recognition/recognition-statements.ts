import { designationMatches } from '../designation.ts';
import { editionLabel } from './edition.ts';
import { matchEdition } from './designation-edition.ts';

/** A recognition number an FDA document states for a standard it names. */
export interface RecognitionStatement {
  /** The designation as the document writes it (its first characters). */
  designation: string;
  designationKey: string;
  /** editionLabel of the edition named, or null. */
  edition: string | null;
  recognitionNumber: string;
}

/**
 * 'FDA Standards Recognition # 7-210', 'Recognition Number 7-110', 'recognition number: 6-389'. A number
 * broken by a space or running on ('7-1 10' in a scanned table) is not read.
 */
const STATED_NUMBER = /recognition\s*(?:number|no\.?|#)\s*[:.]?\s*(\d{1,2})\s*-\s*(\d{1,3})(?!\s?\d)/gi;
/** A number belongs to the last designation named at most this many characters before it. */
const REACH = 250;
const DESIGNATION_SHOWN = 80;

/** Every recognition number a document's text states, each with the designation named just before it. */
export function recognitionStatements(text: string): RecognitionStatement[] {
  const statements: RecognitionStatement[] = [];
  let previousEnd = 0;
  for (const stated of text.matchAll(STATED_NUMBER)) {
    const start = Math.max(previousEnd, stated.index - REACH);
    const window = text.slice(start, stated.index);
    previousEnd = stated.index + stated[0].length;
    const named = designationMatches(window).at(-1);
    if (!named) continue;
    const edition = matchEdition(window, named);
    statements.push({
      designation: window.slice(named.index, named.index + DESIGNATION_SHOWN).split(/[(\n<]/)[0]!.replace(/\s+/g, ' ').trim(),
      designationKey: named.key,
      edition: edition ? editionLabel(edition) : null,
      recognitionNumber: `${stated[1]}-${stated[2]}`,
    });
  }
  return statements;
}
