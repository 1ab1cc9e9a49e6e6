import type { FusionMode } from './rank-fusion.ts';

/** The ranked lists classification fuses (DESIGN.md section 5). */
export const LIST_NAMES = ['codeNames', 'codeTexts', 'regulations', 'deviceNames', 'deviceTexts', 'documents', 'nameSimilarity'] as const;
export type ListName = (typeof LIST_NAMES)[number];

/** What the lists are, in words for the reasoning. */
export const LIST_LABELS: Record<ListName, string> = {
  codeNames: 'product code names and definitions (device name terms)',
  codeTexts: 'product code names and definitions (all profile terms)',
  regulations: '21 CFR regulation identifications',
  deviceNames: 'names of cleared 510(k)s (device name terms)',
  deviceTexts: 'names of cleared 510(k)s (all profile terms)',
  documents: '510(k) and decision summaries (intended use, description)',
  nameSimilarity: 'letter similarity of the device name to product code names',
};

export interface ClassificationTuning {
  fusion: FusionMode;
  /** The k of reciprocal rank fusion (larger: flatter). */
  fusionK: number;
  /** The k of the similar-device votes. */
  voteK: number;
  weights: Record<ListName, number>;
  /** How much a code's clearance count raises it (0: not at all). */
  clearancePrior: number;
  /** How many entries each list takes (similar devices for the vote lists). */
  limits: Record<ListName, number>;
}

/**
 * Chosen by measuring with `npm run bench:accuracy` (bench/accuracy) over a few whole settings, not tuned
 * to single cases. The votes of similar cleared devices are the strongest single signal there (alone they
 * reach about as far as all the text lists together), so they weigh most.
 */
export const DEFAULT_TUNING: ClassificationTuning = {
  fusion: 'score',
  fusionK: 20,
  voteK: 5,
  clearancePrior: 0.5,
  weights: { codeNames: 0.5, codeTexts: 1, regulations: 0.6, deviceNames: 2.5, deviceTexts: 1.5, documents: 1, nameSimilarity: 0.3 },
  limits: { codeNames: 30, codeTexts: 30, regulations: 8, deviceNames: 60, deviceTexts: 60, documents: 30, nameSimilarity: 15 },
};
