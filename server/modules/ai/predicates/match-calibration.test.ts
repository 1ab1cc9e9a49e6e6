import { describe, expect, it } from 'vitest';
import { confidenceLabel } from '../../../../src/panels/chat/confidence.ts';
import { MATCH_FEATURE_SIGNS, MATCH_WEIGHTS, matchProbability, type MatchFeature, type MatchSignals } from './match-calibration.ts';

/** A first-placed candidate with summary text, in a code of 40 cleared devices. */
const first: MatchSignals = { rank: 1, score: 0.7, topScore: 0.7, similarity: 0.6, recency: 0.8, citedBy: 3, poolSize: 40, fromSummary: true };

const matches = (vary: (value: number) => Partial<MatchSignals>, values: readonly number[]) =>
  values.map((value) => matchProbability({ ...first, ...vary(value) }));

const nonIncreasing = (values: readonly number[]) => values.every((value, i) => i === 0 || value <= values[i - 1]!);
const nonDecreasing = (values: readonly number[]) => nonIncreasing([...values].reverse());

describe('matchProbability', () => {
  it('keeps the fitted coefficients on the side their sign rule asks', () => {
    for (const [feature, sign] of Object.entries(MATCH_FEATURE_SIGNS)) expect(sign * MATCH_WEIGHTS[feature as MatchFeature]).toBeGreaterThanOrEqual(0);
  });

  it('never gives a better placed candidate a lower Match', () => {
    expect(nonIncreasing(matches((rank) => ({ rank }), [1, 2, 3, 5, 8, 10]))).toBe(true);
    expect(nonDecreasing(matches((similarity) => ({ similarity }), [0, 0.1, 0.3, 0.6, 1]))).toBe(true);
    expect(nonDecreasing(matches((score) => ({ score, topScore: 0.9 }), [0.05, 0.2, 0.5, 0.9]))).toBe(true);
    expect(nonDecreasing(matches((recency) => ({ recency }), [0, 0.25, 0.5, 1]))).toBe(true);
    expect(nonDecreasing(matches((citedBy) => ({ citedBy }), [0, 1, 10, 100]))).toBe(true);
  });

  it('stays a probability at the extremes of every signal', () => {
    const extremes: MatchSignals[] = [
      { rank: 1, score: 1, topScore: 1, similarity: 1, recency: 1, citedBy: 10_000, poolSize: 1, fromSummary: true },
      { rank: 10, score: 0, topScore: 0, similarity: 0, recency: 0, citedBy: 0, poolSize: 100_000, fromSummary: false },
    ];
    for (const signals of extremes) {
      const chance = matchProbability(signals);
      expect(chance).toBeGreaterThan(0);
      expect(chance).toBeLessThan(1);
    }
  });

  it('reads High for a close, recent first candidate of a small code and Very Low for a distant tenth of a large one', () => {
    const close = matchProbability({ rank: 1, score: 0.9, topScore: 0.9, similarity: 0.95, recency: 1, citedBy: 2, poolSize: 5, fromSummary: true });
    const distant = matchProbability({ rank: 10, score: 0.15, topScore: 0.8, similarity: 0.05, recency: 0.2, citedBy: 0, poolSize: 600, fromSummary: false });
    expect(confidenceLabel(Math.round(100 * close))).toBe('High');
    expect(confidenceLabel(Math.round(100 * distant))).toBe('Very Low');
  });
});
