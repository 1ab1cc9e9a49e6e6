import type { ConfidenceWeights } from './confidence.ts';
import type { ListName } from './fused-lists.ts';
import type { FusionMode } from './rank-fusion.ts';

/** What counts as recent: the last ten years of decisions the data holds (the as-of day's, in the bench). */
export const RECENT_YEARS = 10;

export interface ClassificationTuning {
  fusion: FusionMode;
  /** The k of reciprocal rank fusion (larger: flatter). */
  fusionK: number;
  /** The k of the similar-device votes. */
  voteK: number;
  /**
   * A similar cleared device's vote halves with every so many years between its decision and the newest the
   * data holds (null: every vote counts the same). Names' meanings drift: 'RF' named rheumatoid factor tests
   * in 1980 and names radiofrequency generators now.
   */
  voteHalfLifeYears: number | null;
  weights: Record<ListName, number>;
  /** How much a code's clearance count raises it (0: not at all). */
  clearancePrior: number;
  /** Count only the clearances of the last so many years the data holds (what is cleared now); null: all since 1976. */
  clearanceYears: number | null;
  /**
   * How fast a learned model's list score falls with its log-likelihood below its first code's, exp(-difference
   * / temperature): the text model reads long texts, whose log-likelihoods spread far wider than a name's.
   */
  modelTemperature: { nameModel: number; textModel: number };
  /** The logistic model of the scenarios' confidence (confidence.ts). */
  confidence: ConfidenceWeights;
  /** How many entries each list takes (similar devices for the vote lists). */
  limits: Record<ListName, number>;
  /**
   * What changes when the profile holds a device name and nothing else: the text lists then read the same few
   * words as the name lists, so the fusion that suits a description does not suit a name (tuningFor).
   */
  nameOnly?: NameOnlyTuning;
}

/** The settings a name-alone profile may set apart (the indexes' clearance window stays shared). */
export type NameOnlyTuning = Partial<Pick<ClassificationTuning, 'voteK' | 'voteHalfLifeYears' | 'clearancePrior' | 'modelTemperature' | 'confidence'>> & {
  weights?: Partial<Record<ListName, number>>;
};

/**
 * Chosen by measuring with `npm run bench:accuracy` (bench/accuracy) over a few whole settings, not tuned
 * to single cases. The votes of similar cleared devices are the strongest single signal there (alone they
 * reach about as far as all the text lists together), so they weigh most.
 */
export const DEFAULT_TUNING: ClassificationTuning = {
  fusion: 'score',
  fusionK: 20,
  voteK: 5,
  voteHalfLifeYears: null,
  clearancePrior: 1,
  clearanceYears: RECENT_YEARS,
  modelTemperature: { nameModel: 4, textModel: 16 },
  confidence: {
    bias: -4.34,
    raw: 1.34,
    first: 1.4,
    share: 0.53,
    hasDescription: 0.47,
    firstIn: { codeNames: -0.3, codeTexts: 0.6, regulations: 0.45, deviceNames: -0.29, deviceTexts: 0.85, documents: 0.04, nameSimilarity: 0.7, nameModel: 0.66, textModel: 1.49, typeCodeNames: 0, typeRegulations: 0 },
  },
  // The classification names the references state are FDA's own words for the kind of device; they count as
  // much as the strongest name list (an uploaded summary's top-3 code: 78 % without them, 93 % so).
  weights: { codeNames: 0.5, codeTexts: 1, regulations: 0.6, deviceNames: 2.5, deviceTexts: 1.5, documents: 1, nameSimilarity: 0.3, nameModel: 3, textModel: 2, typeCodeNames: 3, typeRegulations: 3 },
  limits: { codeNames: 30, codeTexts: 30, regulations: 8, deviceNames: 60, deviceTexts: 60, documents: 30, nameSimilarity: 15, nameModel: 20, textModel: 20, typeCodeNames: 30, typeRegulations: 8 },
  // A name alone: the single most similar cleared name decides its vote (k = 1), as a brand's earlier clearance
  // names the same device, and a vote halves every 5 years of age, as the words of names change meaning; with a
  // description the wider vote of k = 5 and votes of any age stay better (docs/ai-service.md).
  nameOnly: { voteK: 1, voteHalfLifeYears: 5 },
};

/** The tuning for a profile: the name-alone settings over the rest when it has a device name and no other text. */
export function tuningFor(tuning: ClassificationTuning, fields: { nameOnly: boolean }): ClassificationTuning {
  const over = tuning.nameOnly;
  if (!fields.nameOnly || !over) return tuning;
  return { ...tuning, ...over, weights: { ...tuning.weights, ...over.weights }, nameOnly: undefined };
}
