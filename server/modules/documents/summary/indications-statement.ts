import { LEAST_SECTION_LETTERS, letterCount, type Section } from './summary-sections.ts';
import { wordCoverage } from './word-coverage.ts';

/** An intended use that the statement does not already hold (its words mostly there) leads it. */
const REPEATED_COVERAGE = 0.8;
/** How many of the two copies' first letters are compared, spacing and punctuation aside. */
const OPENING_LETTERS = 200;
/** A copy with this much fewer words in the same opening has words run together (OCR of the form: "fixationoftissue"). */
const GLUED_WORDS_RATIO = 0.9;

const lettersOf = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** How many words the text's first `letters` letters make. */
function openingWords(text: string, letters: number): number {
  let read = 0;
  let words = 0;
  for (const word of text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (read >= letters) break;
    read += word.length;
    words++;
  }
  return words;
}

/** The form's copy opens with the same letters as the summary's but makes fewer words of them. */
function gluedCopy(form: string, summary: string): boolean {
  const [formLetters, summaryLetters] = [lettersOf(form), lettersOf(summary)];
  const letters = Math.min(OPENING_LETTERS, formLetters.length, summaryLetters.length);
  if (letters < LEAST_SECTION_LETTERS || formLetters.slice(0, letters) !== summaryLetters.slice(0, letters)) return false;
  return openingWords(form, letters) < GLUED_WORDS_RATIO * openingWords(summary, letters);
}

/**
 * An intended use stated apart: under an "Intended Use" heading on a line of its own that an indications heading
 * follows (a comparison table's "Intended Use" row holds the predicate's cells too, on the same line).
 */
const statedApart = ({ heading, next }: Section) => heading.intendedUseOnly && heading.rest === '' && next?.field === 'indications' && !next.intendedUseOnly;

/**
 * The form's Indications for Use statement where it is in text (the device's own statement, which the summary
 * repeats or abridges), unless the summary repeats it with its words spaced where the form's OCR ran them
 * together; else the summary's first indications or intended use section, passing over an intended use stated
 * apart (its indications follow) or set on its heading's line, as a comparison table's row sets it.
 */
function statementOf(formStatement: string, uses: readonly Section[]): string | null {
  const passedOver = (section: Section) => section.heading.intendedUseOnly && (section.heading.rest !== '' || statedApart(section));
  const summary = (uses.find((section) => !passedOver(section)) ?? uses[0])?.text ?? null;
  if (letterCount(formStatement) < LEAST_SECTION_LETTERS) return summary;
  return summary !== null && gluedCopy(formStatement, summary) ? summary : formStatement;
}

/**
 * The indications statement, led by the summary's intended use where that is stated apart and not already in it:
 * FDA tells the two apart (the general purpose, and the conditions and patients), and the profile's intended
 * use is both.
 */
export function indicationsStatement(formStatement: string, uses: readonly Section[]): string | null {
  const statement = statementOf(formStatement, uses);
  const intendedUse = uses.find(statedApart)?.text;
  if (intendedUse === undefined || statement === null) return statement ?? intendedUse ?? null;
  return wordCoverage(intendedUse, statement) >= REPEATED_COVERAGE ? statement : `${intendedUse} ${statement}`;
}
