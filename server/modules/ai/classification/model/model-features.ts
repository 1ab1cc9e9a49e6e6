import { isStopWord, words } from '../../../../../src/api/text/terms.ts';

/** Raise it whenever what textFeatures returns changes: models trained before are then refused, not misread. */
export const FEATURES_VERSION = 2;

/** Feature ids are hashes folded into 2^22 buckets: collisions are rare at a few hundred thousand features. */
export const FEATURE_BITS = 22;
const FEATURE_MASK = (1 << FEATURE_BITS) - 1;
/** Letter n-grams count less than whole words: they catch abbreviations and word forms, not meaning. */
const LETTER_GRAM_WEIGHT = 0.3;
const LETTER_GRAM_SIZES = [3, 4, 5];

export interface FeatureOptions {
  /** Letter 3- to 5-grams of each word of 4 letters or more ('cath' in 'CATHETER', 'CATH.'). */
  letterGrams: boolean;
  /** Brand words written in joined capitals also read in parts (splitJoinedWords). */
  joinedWords?: boolean;
}

/** Hashed feature id -> weight: how often the feature occurs, letter n-grams counting less. */
export type Features = Map<number, number>;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over text[from, to), continuing from `hash`: features hash without building their strings. */
function fnv(hash: number, text: string, from = 0, to = text.length): number {
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash;
}

/** The kinds of feature, each hashed from its own seed so that a word and a letter n-gram never share an id. */
const WORD_SEED = fnv(FNV_OFFSET, 'w ');
const PAIR_SEED = fnv(FNV_OFFSET, 'b ');
const LETTERS_SEED = fnv(FNV_OFFSET, 'c ');

const fold = (hash: number) => (hash >>> 0) & FEATURE_MASK;

/** The id of a single-word feature (for tests and for reading a model). */
export function wordFeatureId(word: string): number {
  return fold(fnv(WORD_SEED, word));
}

/** A light English stem: plurals only, so that 'catheters' meets 'catheter' without Porter's surprises. */
export function stemWord(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A word written in joined capitals ('CardioFlow', 'SmartCT', 'NeurolineTM'), split where a capital starts a part. */
const JOINED_CAPITALS = /[a-z][A-Z]|[A-Z]{2}[a-z]/;
const CAPITAL_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;

/**
 * The text with each brand word written in joined capitals followed by its parts ('CardioFlow' ->
 * 'CardioFlow Cardio Flow'): brands join descriptive words ('VisuBreath', 'BubbleView') that older names write
 * apart, and the whole word still matches the brand.
 */
export function splitJoinedWords(text: string): string {
  return text.replace(/[A-Za-z0-9]+/g, (word) => (JOINED_CAPITALS.test(word) ? `${word} ${(word.match(CAPITAL_PARTS) ?? []).join(' ')}` : word));
}

/** The words a model reads: joined brand words also in parts; no stop words, no bare numbers, no single letters; plurals stemmed. */
export function modelWords(text: string, joinedWords = false): string[] {
  return words(joinedWords ? splitJoinedWords(text) : text)
    .filter((word) => word.length > 1 && !isStopWord(word) && !/^\d+$/.test(word))
    .map(stemWord);
}

/** Words, adjacent word pairs and (optionally) letter n-grams of a text, hashed and counted. */
export function textFeatures(text: string, options: FeatureOptions): Features {
  const features: Features = new Map();
  const add = (hash: number, weight: number) => {
    const id = fold(hash);
    features.set(id, (features.get(id) ?? 0) + weight);
  };
  const tokens = modelWords(text, options.joinedWords);
  tokens.forEach((word, index) => {
    add(fnv(WORD_SEED, word), 1);
    if (index > 0) add(fnv(fnv(fnv(PAIR_SEED, tokens[index - 1]!), ' '), word), 1);
    if (options.letterGrams && word.length >= 4) {
      const padded = `^${word}$`;
      for (const size of LETTER_GRAM_SIZES) {
        for (let start = 0; start + size <= padded.length; start++) add(fnv(LETTERS_SEED, padded, start, start + size), LETTER_GRAM_WEIGHT);
      }
    }
  });
  return features;
}
