import { describe, expect, it } from 'vitest';
import { finalAssessment, rankingExplanation } from './reasoning.ts';

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

describe('finalAssessment', () => {
  it('shows the calibrated Match and says what it is before what placed the device', () => {
    const { confidence_score, reasoning } = finalAssessment({
      factors: { similarity: 0.41, recency: 0.79, citations: 0.5 },
      match: 0.634,
      rank: 2,
      decisionDate: '2023-05-02',
      citedBy: 4,
      recalls: [],
    });
    expect(confidence_score).toBe(63);
    expect(reasoning).toMatch(/^Match 63 %: of held-out 510\(k\) submissions, about 63 in 100 candidates placed like this one \(rank 2,/);
    expect(reasoning).toContain('Ranked from text similarity 41/100; cleared 2023-05-02 (recency 79/100); cited as a predicate by 4 later submissions.');
  });
});
