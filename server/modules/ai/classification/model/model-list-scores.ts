import type { ScoredCode } from './naive-bayes.ts';

/**
 * A model's codes as a ranked list for fusion: log-likelihoods become exp(-(best - score) / temperature), so
 * the first code scores 1 and one far less likely next to nothing, whatever the text's length.
 */
export function modelListScores(codes: readonly ScoredCode[], temperature: number): { item: string; score: number }[] {
  const best = codes[0]?.score ?? 0;
  return codes.map((entry) => ({ item: entry.code, score: Math.exp((entry.score - best) / temperature) }));
}
