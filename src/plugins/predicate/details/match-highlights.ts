import { stem } from '../../../api/text/term-match';
import { significantTerms } from '../../../api/text/terms';

export interface TextRun {
  text: string;
  /** A word of the user's device profile (same stem, stop words left out). */
  match: boolean;
}

/** The stems of the profile's significant words: what the device's texts are searched for. */
export function profileStems(texts: readonly string[]): Set<string> {
  return new Set(significantTerms(texts.join(' ')).map(stem));
}

/**
 * The text cut into runs, each word whose stem the profile holds marked, case-insensitively and on word
 * boundaries; the runs joined give the text back unchanged.
 */
export function highlightRuns(text: string, stems: ReadonlySet<string>): TextRun[] {
  const runs: TextRun[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece === '') return;
    const last = runs.at(-1);
    if (last && last.match === match) last.text += piece;
    else runs.push({ text: piece, match });
  };
  let at = 0;
  for (const word of text.matchAll(/[A-Za-z0-9]+/g)) {
    push(text.slice(at, word.index), false);
    const term = significantTerms(word[0])[0];
    push(word[0], term !== undefined && stems.has(stem(term)));
    at = word.index + word[0].length;
  }
  push(text.slice(at), false);
  return runs;
}
