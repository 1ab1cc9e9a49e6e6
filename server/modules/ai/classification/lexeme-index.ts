/** How much an occurrence counts by the weight label PostgreSQL gave it (setweight A-D; unlabelled is D). */
export type LabelWeights = Record<'A' | 'B' | 'C' | 'D', number>;

/** One indexed text: a tsvector in PostgreSQL's text form ("'glucos':1A,4B 'meter':2A"). */
export interface IndexedVector<T> {
  item: T;
  vector: string;
}

export interface LexemeHit<T> {
  item: T;
  score: number;
}

export interface LexemeIndex<T> {
  size: number;
  /** The best `limit` texts by BM25 against the query lexemes, best first. */
  search(lexemes: readonly string[], limit: number): LexemeHit<T>[];
}

const ENTRY = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

/** Weighted term frequencies of a tsvector text: each position counts by its label's weight. */
export function weightedFrequencies(vector: string, weights: LabelWeights): Map<string, number> {
  const frequencies = new Map<string, number>();
  for (const [, quoted, positions] of vector.matchAll(ENTRY)) {
    const lexeme = quoted!.replaceAll("''", "'");
    const labels = positions ? positions.split(',').map((position) => /[A-D]$/.exec(position)?.[0] ?? 'D') : ['D'];
    const frequency = labels.reduce((sum, label) => sum + weights[label as keyof LabelWeights], 0);
    if (frequency > 0) frequencies.set(lexeme, (frequencies.get(lexeme) ?? 0) + frequency);
  }
  return frequencies;
}

const K1 = 1.2;
const B = 0.75;

/**
 * An in-memory BM25 index over tsvectors read once per import: ranking in memory takes a millisecond or
 * two where ts_rank_cd over every row an any-term query matches takes hundreds on PGlite, and BM25 weighs
 * rare terms above common ones, which ts_rank_cd does not.
 */
export function createLexemeIndex<T>(vectors: readonly IndexedVector<T>[], weights: LabelWeights): LexemeIndex<T> {
  // Parallel arrays of numbers rather than an object per posting, and no vector text kept: less memory.
  const postings = new Map<string, { docs: number[]; frequencies: number[] }>();
  const lengths: number[] = [];
  vectors.forEach(({ vector }, doc) => {
    const frequencies = weightedFrequencies(vector, weights);
    let length = 0;
    for (const [lexeme, frequency] of frequencies) {
      length += frequency;
      const list = postings.get(lexeme) ?? { docs: [], frequencies: [] };
      list.docs.push(doc);
      list.frequencies.push(frequency);
      postings.set(lexeme, list);
    }
    lengths.push(length);
  });
  const items = vectors.map((vector) => vector.item);
  const size = items.length;
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, size);

  return {
    size,
    search(lexemes, limit) {
      const scores = new Map<number, number>();
      for (const lexeme of new Set(lexemes)) {
        const list = postings.get(lexeme);
        if (!list) continue;
        const count = list.docs.length;
        const idf = Math.log(1 + (size - count + 0.5) / (count + 0.5));
        for (let i = 0; i < count; i++) {
          const [doc, frequency] = [list.docs[i]!, list.frequencies[i]!];
          const norm = frequency + K1 * (1 - B + (B * lengths[doc]!) / averageLength);
          scores.set(doc, (scores.get(doc) ?? 0) + (idf * frequency * (K1 + 1)) / norm);
        }
      }
      return [...scores]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, limit)
        .map(([doc, score]) => ({ item: items[doc]!, score }));
    },
  };
}
