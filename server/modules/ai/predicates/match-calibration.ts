/** What is known of a candidate shown in the top list when its Match is given. */
export interface MatchSignals {
  /** 1 for the first candidate shown. */
  rank: number;
  /** The final ranking score (ranking.ts), 0-1. */
  score: number;
  /** The first candidate's final score, which sets how far this one falls behind. */
  topScore: number;
  /** The text similarity to the profile (ranking.ts similarityOf), 0-1. */
  similarity: number;
  /** The recency factor (ranking.ts recencyOf), 0-1. */
  recency: number;
  /** How many later submissions cite the device as a predicate. */
  citedBy: number;
  /** How many cleared devices of the code were ranked. */
  poolSize: number;
  /** Whether the data holds summary text for the device (else its name alone was compared). */
  fromSummary: boolean;
}

/** The inputs of the logistic model, each a number drawn from the signals. */
export const MATCH_FEATURES = {
  logRank: (signals: MatchSignals) => Math.log(signals.rank),
  score: (signals: MatchSignals) => signals.score,
  shareOfTop: (signals: MatchSignals) => (signals.topScore > 0 ? signals.score / signals.topScore : 0),
  similarity: (signals: MatchSignals) => signals.similarity,
  recency: (signals: MatchSignals) => signals.recency,
  logCitedBy: (signals: MatchSignals) => Math.log1p(signals.citedBy),
  logPoolSize: (signals: MatchSignals) => Math.log(Math.max(1, signals.poolSize)),
  fromSummary: (signals: MatchSignals) => (signals.fromSummary ? 1 : 0),
} as const;

export type MatchFeature = keyof typeof MATCH_FEATURES;

/** Coefficients of the logistic model: log-odds per unit of each feature, and the bias. */
export type MatchWeights = Record<MatchFeature | 'bias', number>;

/**
 * The sign a feature's coefficient must have, so that a better placed candidate never shows a lower Match:
 * higher in the list, closer to the first, more similar, newer, more cited. The fit drops a feature whose
 * coefficient comes out the other way (bench/accuracy/fit-predicate-calibration.ts).
 */
export const MATCH_FEATURE_SIGNS: Partial<Record<MatchFeature, 1 | -1>> = {
  logRank: -1,
  score: 1,
  shareOfTop: 1,
  similarity: 1,
  recency: 1,
  logCitedBy: 1,
};

/**
 * Fitted by `npx tsx bench/accuracy/fit-predicate-calibration.ts` (maximum likelihood with a small ridge) on
 * the top 10 of each held-out 510(k) of bench:accuracy (decided after 2024-12-31, ranked with the as-of data):
 * label 1 when the submission cites the candidate as a predicate (1,725 candidates of 193 cases, 191 cited). Checked 2-fold (halves by a hash of the
 * K-number) before the fit on all cases; docs/ai-service.md has the tables.
 */
export const MATCH_WEIGHTS: MatchWeights = {
  bias: -2.424,
  logRank: -0.364,
  score: 0.017,
  shareOfTop: 1.511,
  similarity: 2.215,
  recency: 0.971,
  // Dropped by the fit: with the rest known, more citations came out as a lower chance.
  logCitedBy: 0,
  logPoolSize: -0.387,
  fromSummary: 0.009,
};

/** The feature values of a candidate, in MATCH_FEATURES order. */
export function matchFeatureValues(signals: MatchSignals): number[] {
  return Object.values(MATCH_FEATURES).map((feature) => feature(signals));
}

/** The chance (0-1) that a submission placed as the signals say cites the candidate as a predicate. */
export function matchProbability(signals: MatchSignals, weights: MatchWeights = MATCH_WEIGHTS): number {
  const logOdds = (Object.keys(MATCH_FEATURES) as MatchFeature[]).reduce((sum, name) => sum + weights[name] * MATCH_FEATURES[name](signals), weights.bias);
  return 1 / (1 + Math.exp(-logOdds));
}
