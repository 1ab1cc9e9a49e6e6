/**
 * The confidence (0-100) of a scenario from its fused score. `strength` is the score over the best score
 * fusion can give (every list ranking the code first); `margin` is how far it leads the next scenario, as a
 * share of its own score. Agreement of the lists carries most of it (a code only one list found stays
 * Low); a clear lead over the next adds up to 25 points. Checked against the accuracy bench (description and
 * intended use, 110 held-out 510(k)s): first scenarios scored Medium (60-79) were right about 65 % of the time,
 * those scored Low about 35 %; High (80+) is rare and was right in the few cases seen.
 */
export function scenarioConfidence(score: number, bestScore: number, nextScore: number | null): number {
  if (bestScore <= 0 || score <= 0) return 0;
  const strength = Math.min(1, score / bestScore);
  const margin = nextScore === null ? 1 : Math.max(0, (score - nextScore) / score);
  return Math.round(Math.min(100, 100 * (0.1 + 0.65 * Math.sqrt(strength) + 0.25 * margin)));
}
