import { inverseDocumentFrequencies, stem, stemmedTerms, termCoverage } from '../../../../src/api/text/term-match.ts';
import { words } from '../../../../src/api/text/terms.ts';
import type { Passage } from './passages.ts';

/** BM25's usual constants. */
const K1 = 1.2;
const B = 0.75;
/** A passage answers only when it holds at least this share of the question's term weight. */
export const MIN_QUESTION_COVERAGE = 0.5;

/** Question words that carry nothing when a question has no significant term left ('intended use?'). */
const QUESTION_WORDS = new Set('what which who how why when where does do is are the of for and or to in on its it a an'.split(' '));

/**
 * The terms of a question by stem. Questions built from the shared stop words alone ('What is the intended
 * use?') keep their remaining words, since for a question those are the subject.
 */
export function questionTerms(question: string): Map<string, string> {
  const significant = stemmedTerms(question);
  if (significant.size > 0) return significant;
  const fallback = new Map<string, string>();
  for (const word of words(question)) if (word.length > 1 && !QUESTION_WORDS.has(word) && !fallback.has(stem(word))) fallback.set(stem(word), word);
  return fallback;
}

export interface RankedPassage<T extends Passage> {
  passage: T;
  score: number;
  matched: string[];
}

/**
 * The best passage of each group for the question (BM25, term weights over every passage given), or null
 * for a group where no passage covers MIN_QUESTION_COVERAGE of the question.
 */
export function bestPassages<T extends Passage>(question: ReadonlyMap<string, string>, groups: ReadonlyMap<string, readonly T[]>): Map<string, RankedPassage<T> | null> {
  const tokenised = new Map([...groups].map(([key, passages]) => [key, passages.map((passage) => ({ passage, stems: words(passage.text).map(stem) }))]));
  const all = [...tokenised.values()].flat();
  const weight = inverseDocumentFrequencies(all.map(({ stems }) => new Set(stems)));
  const averageLength = all.reduce((sum, { stems }) => sum + stems.length, 0) / Math.max(1, all.length);

  const best = new Map<string, RankedPassage<T> | null>();
  for (const [key, passages] of tokenised) {
    let top: RankedPassage<T> | null = null;
    for (const { passage, stems } of passages) {
      const coverage = termCoverage(question, new Set(stems), weight);
      if (coverage.matched.length === 0 || coverage.share < MIN_QUESTION_COVERAGE) continue;
      let score = 0;
      for (const term of question.keys()) {
        const frequency = stems.filter((s) => s === term).length;
        if (frequency > 0) score += (weight(term) * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * stems.length) / averageLength));
      }
      if (top === null || score > top.score) top = { passage, score, matched: coverage.matched };
    }
    best.set(key, top);
  }
  return best;
}
