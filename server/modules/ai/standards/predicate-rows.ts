import type { TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import { kNumberSource } from '../../../../src/api/text/fda-source-refs.ts';
import { catalogueEntryByKey } from './catalogue/catalogue-index.ts';
import type { StandardCategory } from './catalogue/index.ts';
import { designationMatches, type DesignationMatch } from './designation.ts';
import { replacement } from './recognition/row-status.ts';
import { catalogueRow } from './standard-rows.ts';
import type { ReferencedStandards } from './standards.repository.ts';

/** One row the predicates' documents give, with the key it is merged by and the K-numbers behind it. */
export interface PredicateRow {
  key: string;
  row: TestStandardsRow;
  kNumbers: string[];
}

const K_NUMBERS_NAMED = 5;
const LEADING_MARKS = /^[\s•·▪●\-–—*]+|^\d+[.)]\s+/u;

/** A referenced text with its whitespace collapsed and list marks removed; as the document wrote it otherwise. */
export function cleanReference(text: string): string {
  return text.replace(/\s+/g, ' ').replace(LEADING_MARKS, '').trim();
}

/** A kept text names a standard (a designation) or a guidance document; headings and 'None referenced' are not kept. */
const namesGuidance = (text: string) => /guidance/i.test(text) && text.split(' ').length >= 6;

function categoryOfText(text: string, ivd: boolean): StandardCategory {
  if (/risk/i.test(text)) return 'Risk management';
  if (/symbol|label/i.test(text)) return 'Labeling';
  if (/steril/i.test(text)) return 'Sterility';
  if (/biolog|10993/i.test(text)) return 'Biocompatibility';
  if (/software/i.test(text)) return 'Software';
  if (/quality (?:system|management)/i.test(text)) return 'Quality system';
  return ivd ? 'IVD performance' : 'Performance';
}

function namedKNumbers(kNumbers: readonly string[], roleOf: (kNumber: string) => string): string {
  const named = kNumbers.slice(0, K_NUMBERS_NAMED).map((kNumber) => `${kNumber} (${roleOf(kNumber)})`).join(', ');
  return kNumbers.length > K_NUMBERS_NAMED ? `${named} and ${kNumbers.length - K_NUMBERS_NAMED} more` : named;
}

/**
 * Rows for what the predicates' documents reference: a catalogue entry when a designation in the text
 * matches one, else the text as written when it names a standard or guidance.
 */
export function predicateRows(documents: readonly ReferencedStandards[], givenPredicates: ReadonlySet<string>, productCode: string | null, ivd: boolean): PredicateRow[] {
  const byKey = new Map<string, { kNumbers: Set<string>; text: string | null; olderEditions: Set<string> }>();
  const note = (key: string, kNumber: string, text: string | null, cited?: string) => {
    const entry = byKey.get(key) ?? { kNumbers: new Set<string>(), text, olderEditions: new Set<string>() };
    entry.kNumbers.add(kNumber);
    if (cited && replacement(cited).status) entry.olderEditions.add(cited);
    byKey.set(key, entry);
  };
  for (const document of documents) {
    for (const referenced of document.standards_referenced) {
      const text = cleanReference(referenced);
      const matches = designationMatches(text);
      const keys = [...new Set(matches.map((match) => match.key))];
      const known = matches.filter((match) => catalogueEntryByKey(match.key) !== undefined);
      for (const match of known) note(match.key, document.k_number, null, citedDesignation(text, match));
      if (known.length < keys.length || (keys.length === 0 && namesGuidance(text))) note(`text:${text.toLowerCase()}`, document.k_number, text);
    }
  }

  const roleOf = (kNumber: string) => (givenPredicates.has(kNumber) ? 'a chosen predicate' : `a recent ${productCode ?? ''} clearance`.replace('  ', ' '));
  const names = new Map(documents.map((document) => [document.k_number, document.proprietary_name]));
  return [...byKey].map(([key, { kNumbers, text, olderEditions }]) => {
    const sorted = [...kNumbers].sort((a, b) => Number(givenPredicates.has(b)) - Number(givenPredicates.has(a)) || b.localeCompare(a));
    const older = olderEditions.size > 0 ? ` They cite ${[...olderEditions].slice(0, 2).join(' and ')}, which this edition supersedes.` : '';
    const rationale = `Referenced in the documents of ${namedKNumbers(sorted, roleOf)}.${older}`;
    const entry = text === null ? catalogueEntryByKey(key) : undefined;
    const row: TestStandardsRow = entry
      ? catalogueRow(entry, 'predicate', rationale)
      : {
          test_and_evaluation: 'As the predicate documents report it',
          standard_reference: text ?? key,
          purpose: 'Referenced by cleared devices of the same type; check the current edition and whether FDA recognizes it.',
          label: 'predicate',
          category: categoryOfText(text ?? '', ivd),
          recognition_number: null,
          rationale,
          source: kNumberSource(sorted[0]!, names.get(sorted[0]!) ?? null),
        };
    return { key, row, kNumbers: sorted };
  });
}

/** The designation a match names, with its edition, as the document writes it ('ISO 14971:2007'). */
function citedDesignation(text: string, match: DesignationMatch): string {
  const edition = /^[^\s,;()]*(?:\s*[:–-]?\s*(?:19|20)\d\d\b)?/.exec(text.slice(match.end))![0];
  return `${text.slice(match.index, match.end)}${edition}`.replace(/[:.]+$/, '');
}
