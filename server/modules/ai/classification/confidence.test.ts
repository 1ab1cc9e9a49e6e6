import { describe, expect, it } from 'vitest';
import { DEFAULT_TUNING } from './classification-tuning.ts';
import { LIST_NAMES } from './fused-lists.ts';
import { rawConfidence, scenarioConfidence, type ConfidenceSignals } from './confidence.ts';

const weights = DEFAULT_TUNING.confidence;
const signals = (patch: Partial<ConfidenceSignals>): ConfidenceSignals => ({
  raw: 70,
  first: true,
  firstIn: [],
  share: 0.5,
  hasDescription: true,
  ...patch,
});

describe('scenario confidence', () => {
  it('raw strength grows with the fused score and the lead over the next scenario', () => {
    expect(rawConfidence(0, 10, null)).toBe(0);
    expect(rawConfidence(5, 10, 4)).toBeLessThan(rawConfidence(8, 10, 4));
    expect(rawConfidence(8, 10, 7)).toBeLessThan(rawConfidence(8, 10, 2));
    expect(rawConfidence(10, 10, null)).toBe(100);
  });

  it('is a probability in percent: the logistic of the weighted signals', () => {
    const given = signals({ firstIn: ['textModel'] });
    const logOdds = weights.bias + weights.raw * 0.7 + weights.first + weights.share * 0.5 + weights.hasDescription + weights.firstIn.textModel;
    expect(scenarioConfidence(given, weights)).toBe(Math.round(100 / (1 + Math.exp(-logOdds))));
  });

  it('is High only when the lists agree: a code both models and the vote rank first, not a lone strong list', () => {
    const agreed = signals({ raw: 90, firstIn: ['nameModel', 'textModel', 'deviceTexts', 'codeTexts'], share: 0.9 });
    const alone = signals({ raw: 60, firstIn: ['codeNames'], share: 0.2 });
    expect(scenarioConfidence(agreed, weights)).toBeGreaterThanOrEqual(80);
    expect(scenarioConfidence(alone, weights)).toBeLessThan(60);
  });

  it('gives a later scenario less than the first with the same signals', () => {
    expect(scenarioConfidence(signals({ first: false }), weights)).toBeLessThan(scenarioConfidence(signals({ first: true }), weights));
  });

  it('has a weight for every list', () => {
    expect(Object.keys(weights.firstIn).toSorted()).toEqual([...LIST_NAMES].toSorted());
  });
});
