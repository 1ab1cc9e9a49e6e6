/** Trademark signs, which NFKC would spell as letters run into the name they follow ("HOTWIRE™" as "HOTWIRETM"). */
const MARKS = /[™®©℠]/g;

/** A text's words, lower case, as a multiset. */
function words(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.replace(MARKS, ' ').normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

function sharedWords(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  for (const [word, count] of a) shared += Math.min(count, b.get(word) ?? 0);
  return shared;
}

const size = (counts: Map<string, number>) => [...counts.values()].reduce((sum, count) => sum + count, 0);

/**
 * The share of the expected text's words (each counted as often as it occurs) that the other text holds: 1 when
 * all of them are there in any spacing or order; words the other text has beyond them do not lower it.
 */
export function wordCoverage(expected: string, actual: string): number {
  const wanted = words(expected);
  const total = size(wanted);
  return total === 0 ? 1 : sharedWords(wanted, words(actual)) / total;
}
