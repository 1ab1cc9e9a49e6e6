import type { TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import { catalogueEntryByKey } from './catalogue/catalogue-index.ts';
import type { StandardCategory } from './catalogue/index.ts';
import { designationKeys } from './designation.ts';
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
  const byKey = new Map<string, { kNumbers: Set<string>; text: string | null }>();
  const note = (key: string, kNumber: string, text: string | null) => {
    const entry = byKey.get(key) ?? { kNumbers: new Set<string>(), text };
    entry.kNumbers.add(kNumber);
    byKey.set(key, entry);
  };
  for (const document of documents) {
    for (const referenced of document.standards_referenced) {
      const text = cleanReference(referenced);
      const keys = designationKeys(text);
      const known = keys.filter((key) => catalogueEntryByKey(key) !== undefined);
      for (const key of known) note(key, document.k_number, null);
      if (known.length < keys.length || (keys.length === 0 && namesGuidance(text))) note(`text:${text.toLowerCase()}`, document.k_number, text);
    }
  }

  const roleOf = (kNumber: string) => (givenPredicates.has(kNumber) ? 'a chosen predicate' : `a recent ${productCode ?? ''} clearance`.replace('  ', ' '));
  return [...byKey].map(([key, { kNumbers, text }]) => {
    const sorted = [...kNumbers].sort((a, b) => Number(givenPredicates.has(b)) - Number(givenPredicates.has(a)) || b.localeCompare(a));
    const rationale = `Referenced in the documents of ${namedKNumbers(sorted, roleOf)}.`;
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
        };
    return { key, row, kNumbers: sorted };
  });
}
