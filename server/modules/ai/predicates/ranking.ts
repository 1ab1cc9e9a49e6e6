import type { RecallRef } from '../../../../src/api/contracts/ai.ts';
import type { Aspect, AspectMatch } from './profile-match.ts';

/**
 * The exponents of the weighted geometric mean that makes the final score. A product rather than a sum, so
 * that one weak part pulls the whole score down: a device cleared thirty years ago is seldom cited today
 * however often it was cited before. Weights, floor and half-life were chosen on 2023-2024 clearances of the
 * as-of data (ranked by name against the devices decided before each), then checked on the 2025-2026
 * clearances that bench:accuracy holds out.
 */
export const RANKING_WEIGHTS = {
  similarity: 0.4,
  recency: 0.3,
  citations: 0.3,
  /** Share of the final score a device tied to recalls loses. */
  recallPenalty: 0.15,
} as const;

/** How much each aspect counts in the text similarity. */
const ASPECT_WEIGHTS: Record<Aspect, number> = { deviceDescription: 0.45, intendedUse: 0.35, characteristics: 0.2 };

/** Keeps a device that shares no term with the profile in the ranking, ordered by recency and citations. */
const SIMILARITY_FLOOR = 0.05;

/** Years after which a clearance's recency halves, counted back from the pool's newest clearance. */
export const RECENCY_HALF_LIFE_YEARS = 3;

const MS_PER_YEAR = 365.25 * 24 * 3600 * 1000;

export interface RankingFactors {
  similarity: number;
  recency: number;
  citations: number;
}

export function similarityOf(matches: Record<Aspect, AspectMatch>): number {
  return (Object.keys(ASPECT_WEIGHTS) as Aspect[]).reduce((sum, aspect) => sum + ASPECT_WEIGHTS[aspect] * matches[aspect].share, 0);
}

/** 1 for the newest clearance of the pool, halving every RECENCY_HALF_LIFE_YEARS before it; 0 when undated. */
export function recencyOf(decisionDate: string | null, newestDate: string | null): number {
  if (decisionDate === null || newestDate === null) return 0;
  const years = (Date.parse(newestDate) - Date.parse(decisionDate)) / MS_PER_YEAR;
  return 0.5 ** (Math.max(0, years) / RECENCY_HALF_LIFE_YEARS);
}

/** 1 for the most cited device of the pool; a device nobody cites keeps 1 / (1 + the most citations). */
export function citationsOf(citedBy: number, mostCited: number): number {
  return (1 + citedBy) / (1 + mostCited);
}

export function finalScore(factors: RankingFactors, recalls: readonly RecallRef[]): number {
  const similarity = (SIMILARITY_FLOOR + factors.similarity) / (1 + SIMILARITY_FLOOR);
  const blend =
    similarity ** RANKING_WEIGHTS.similarity * factors.recency ** RANKING_WEIGHTS.recency * factors.citations ** RANKING_WEIGHTS.citations;
  return recalls.length > 0 ? blend * (1 - RANKING_WEIGHTS.recallPenalty) : blend;
}
