import { describe, expect, it } from 'vitest';
import { rankingExplanation } from './reasoning.ts';

describe('rankingExplanation', () => {
  it('names the factors, how they combine, and averages them over the devices shown', () => {
    const text = rankingExplanation([
      { similarity: 0.62, recency: 0.9, citations: 0.25 },
      { similarity: 0.3, recency: 0.5, citations: 1 },
    ]);
    expect(text).toContain('weighted geometric mean (weights 40 / 30 / 30 %)');
    expect(text).toContain('recency of clearance (halving every 3 years)');
    expect(text).toContain('ranks down devices tied to recalls');
    expect(text).toMatch(/text similarity averaged 46\/100, recency 70\/100 and citations 63\/100\.$/);
  });
});
