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

/** A typed array twice as long, holding what the old one held. */
function grown<A extends Int32Array | Float64Array>(array: A): A {
  const larger = new (array.constructor as new (length: number) => A)(array.length * 2);
  larger.set(array);
  return larger;
}

/** Postings by lexeme in compact arrays: lexeme i's documents are docs[offsets[i]] to docs[offsets[i + 1] - 1], in order. */
interface Postings {
  ids: Map<string, number>;
  offsets: Int32Array;
  docs: Int32Array;
  frequencies: Float64Array;
  lengths: Float64Array;
}

/** Reads the vectors into postings: first per document, then turned lexeme by lexeme. */
function postingsOf(vectors: readonly IndexedVector<unknown>[], weights: LabelWeights): Postings {
  const ids = new Map<string, number>();
  const lengths = new Float64Array(vectors.length);
  const docEnds = new Int32Array(vectors.length);
  let pairLexemes = new Int32Array(1024);
  let pairFrequencies = new Float64Array(1024);
  let pairs = 0;
  vectors.forEach(({ vector }, doc) => {
    let length = 0;
    for (const [lexeme, frequency] of weightedFrequencies(vector, weights)) {
      length += frequency;
      let id = ids.get(lexeme);
      if (id === undefined) ids.set(lexeme, (id = ids.size));
      if (pairs === pairLexemes.length) [pairLexemes, pairFrequencies] = [grown(pairLexemes), grown(pairFrequencies)];
      pairLexemes[pairs] = id;
      pairFrequencies[pairs++] = frequency;
    }
    lengths[doc] = length;
    docEnds[doc] = pairs;
  });
  const offsets = new Int32Array(ids.size + 1);
  for (let pair = 0; pair < pairs; pair++) offsets[pairLexemes[pair]! + 1]!++;
  for (let id = 0; id < ids.size; id++) offsets[id + 1]! += offsets[id]!;
  const next = offsets.slice(0, ids.size);
  const docs = new Int32Array(pairs);
  const frequencies = new Float64Array(pairs);
  for (let doc = 0, pair = 0; doc < vectors.length; doc++) {
    for (; pair < docEnds[doc]!; pair++) {
      const at = next[pairLexemes[pair]!]!++;
      docs[at] = doc;
      frequencies[at] = pairFrequencies[pair]!;
    }
  }
  return { ids, offsets, docs, frequencies, lengths };
}

/**
 * An in-memory BM25 index over tsvectors read once per import: ranking in memory takes a millisecond or
 * two where ts_rank_cd over every row an any-term query matches takes hundreds on PGlite, and BM25 weighs
 * rare terms above common ones, which ts_rank_cd does not. Its postings are typed arrays, not an array per
 * lexeme: the four indexes of the full data take about a third of the memory they did.
 */
export function createLexemeIndex<T>(vectors: readonly IndexedVector<T>[], weights: LabelWeights): LexemeIndex<T> {
  const { ids, offsets, docs, frequencies, lengths } = postingsOf(vectors, weights);
  const items = vectors.map((vector) => vector.item);
  const size = items.length;
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, size);
  // Reused by every search (searches never overlap: each runs to its end synchronously) and cleared after.
  const scores = new Float64Array(size);
  const touched = new Int32Array(size);

  return {
    size,
    search(lexemes, limit) {
      let count = 0;
      for (const lexeme of new Set(lexemes)) {
        const id = ids.get(lexeme);
        if (id === undefined) continue;
        const [first, end] = [offsets[id]!, offsets[id + 1]!];
        const idf = Math.log(1 + (size - (end - first) + 0.5) / (end - first + 0.5));
        for (let at = first; at < end; at++) {
          const [doc, frequency] = [docs[at]!, frequencies[at]!];
          if (scores[doc] === 0) touched[count++] = doc;
          const norm = frequency + K1 * (1 - B + (B * lengths[doc]!) / averageLength);
          scores[doc]! += (idf * frequency * (K1 + 1)) / norm;
        }
      }
      const ranked = touched.slice(0, count).sort((a, b) => scores[b]! - scores[a]! || a - b);
      const hits = Array.from(ranked.subarray(0, limit), (doc) => ({ item: items[doc]!, score: scores[doc]! }));
      for (let i = 0; i < count; i++) scores[touched[i]!] = 0;
      return hits;
    },
  };
}
