import { significantTerms } from './terms.ts';

/**
 * A crude English stem so that plural and verb forms meet ('strips' / 'strip', 'measuring' / 'measure'):
 * only common endings are cut, and never below four letters.
 */
export function stem(term: string): string {
  const cut = (suffix: string, replacement = '') =>
    term.endsWith(suffix) && term.length - suffix.length >= 4 ? term.slice(0, -suffix.length) + replacement : null;
  return (
    cut('ies', 'y') ??
    cut('sses', 'ss') ??
    (term.endsWith('ss') || term.endsWith('us') || term.endsWith('is') ? null : cut('s')) ??
    cut('ing') ??
    cut('ed') ??
    term
  );
}

/** The significant terms of a text by stem, each with the first form the text used. */
export function stemmedTerms(text: string): Map<string, string> {
  const terms = new Map<string, string>();
  for (const term of significantTerms(text)) {
    const key = stem(term);
    if (!terms.has(key)) terms.set(key, term);
  }
  return terms;
}

/** Inverse document frequency of every stem over a collection of stem sets (rare stems weigh more). */
export function inverseDocumentFrequencies(collection: readonly ReadonlySet<string>[]): (stem: string) => number {
  const frequency = new Map<string, number>();
  for (const stems of collection) for (const key of stems) frequency.set(key, (frequency.get(key) ?? 0) + 1);
  const size = collection.length;
  return (key) => Math.log(1 + (size + 1) / ((frequency.get(key) ?? 0) + 0.5));
}

export interface TermCoverage {
  /** Share of the query's weight found in the target, 0 to 1. */
  share: number;
  /** The query's words (as the query wrote them) that the target holds. */
  matched: string[];
  /** How many distinct terms the query had. */
  queryTerms: number;
}

/** How much of a query (stem -> word) a target's stems cover, each stem weighted by `weight`. */
export function termCoverage(query: ReadonlyMap<string, string>, target: ReadonlySet<string>, weight: (stem: string) => number): TermCoverage {
  let total = 0;
  let found = 0;
  const matched: string[] = [];
  for (const [key, word] of query) {
    const w = weight(key);
    total += w;
    if (target.has(key)) {
      found += w;
      matched.push(word);
    }
  }
  return { share: total === 0 ? 0 : found / total, matched, queryTerms: query.size };
}
