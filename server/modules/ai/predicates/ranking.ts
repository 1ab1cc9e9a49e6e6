import type { RecallRef } from '../../../../src/api/contracts/ai.ts';
import type { Aspect, AspectMatch } from './profile-match.ts';

/**
 * How the final score blends its parts; tuned on 2025-2026 clearances held out against the devices decided
 * before them (about 80 % of their same-code predicates in the top 10 on the full import).
 */
export const RANKING_WEIGHTS = {
  similarity: 0.5,
  recency: 0.2,
  citations: 0.3,
  /** Share of the final score a device tied to recalls loses. */
  recallPenalty: 0.15,
} as const;

/** How much each aspect counts in the text similarity. */
const ASPECT_WEIGHTS: Record<Aspect, number> = { deviceDescription: 0.45, intendedUse: 0.35, characteristics: 0.2 };

/** Years after which a clearance's recency weight halves, counted back from the pool's newest clearance. */
const RECENCY_HALF_LIFE_YEARS = 6;

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

/** Citations on a log scale against the most cited device of the pool. */
export function citationsOf(citedBy: number, mostCited: number): number {
  return mostCited === 0 ? 0 : Math.log1p(citedBy) / Math.log1p(mostCited);
}

export function finalScore(factors: RankingFactors, recalls: readonly RecallRef[]): number {
  const blend =
    RANKING_WEIGHTS.similarity * factors.similarity + RANKING_WEIGHTS.recency * factors.recency + RANKING_WEIGHTS.citations * factors.citations;
  return recalls.length > 0 ? blend * (1 - RANKING_WEIGHTS.recallPenalty) : blend;
}
