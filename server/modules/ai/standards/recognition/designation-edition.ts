import { designationMatches, type DesignationMatch } from '../designation.ts';
import { editionLabel, editionOf, type Edition } from './edition.ts';

/** A designation's key with the edition it names (null when it names none). */
export interface KeyedEdition {
  key: string;
  edition: Edition | null;
}

/** The edition of one matched designation in its text. */
export function matchEdition(text: string, match: DesignationMatch): Edition | null {
  const designation = text.slice(match.index);
  const clsi = match.key.startsWith('CLSI ');
  // A CLSI match may run on into its edition ('H26-A2'): the edition is read from the end of the number.
  const numberEnd = clsi ? /^\D*\d+/.exec(designation)![0].length : match.end - match.index;
  return editionOf(designation, numberEnd, clsi);
}

/** The first designation a text names, with its edition. */
export function designationEdition(text: string): KeyedEdition | null {
  const first = designationMatches(text)[0];
  return first ? { key: first.key, edition: matchEdition(text, first) } : null;
}

/** 'CLSI EP5 ed. 3', 'ISO/IEC 14971 2019', or the key alone: the identity of one edition. */
export function editionIdentity({ key, edition }: KeyedEdition): string {
  return edition ? `${key} ${editionLabel(edition)}` : key;
}
