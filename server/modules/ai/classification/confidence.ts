import type { ListName } from './fused-lists.ts';

/**
 * The raw strength of a scenario from its fused score (0-100): its score over the best score fusion can give
 * (every list ranking the code first), and how far it leads the next scenario, as a share of its own score.
 * It orders scenarios but is not a probability; scenarioConfidence turns it and other signals into one.
 */
export function rawConfidence(score: number, bestScore: number, nextScore: number | null): number {
  if (bestScore <= 0 || score <= 0) return 0;
  const strength = Math.min(1, score / bestScore);
  const margin = nextScore === null ? 1 : Math.max(0, (score - nextScore) / score);
  return Math.min(100, 100 * (0.1 + 0.65 * Math.sqrt(strength) + 0.25 * margin));
}

/** What is known of a scenario when its confidence is given. */
export interface ConfidenceSignals {
  raw: number;
  /** Whether it is the first scenario. */
  first: boolean;
  /** The lists that rank its code first. */
  firstIn: readonly ListName[];
  /** The share of the lists that returned codes which hold its code. */
  share: number;
  /** Whether the profile has a description (a name alone says less). */
  hasDescription: boolean;
}

/** Coefficients of the logistic model (log-odds per unit of each signal). */
export interface ConfidenceWeights {
  bias: number;
  raw: number;
  first: number;
  share: number;
  hasDescription: number;
  firstIn: Record<ListName, number>;
}

/**
 * The confidence (0-100) as the chance that the scenario's code is FDA's: a logistic model over the signals,
 * fitted to the accuracy bench's held-out clearances (docs/ai-service.md has its reliability table), so that
 * of the scenarios scored 80 or more (High) about 85 % or more were right.
 */
export function scenarioConfidence(signals: ConfidenceSignals, weights: ConfidenceWeights): number {
  const logOdds =
    weights.bias +
    (weights.raw * signals.raw) / 100 +
    (signals.first ? weights.first : 0) +
    weights.share * signals.share +
    (signals.hasDescription ? weights.hasDescription : 0) +
    signals.firstIn.reduce((sum, list) => sum + weights.firstIn[list], 0);
  return Math.round(100 / (1 + Math.exp(-logOdds)));
}
