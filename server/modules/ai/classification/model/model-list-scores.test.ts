import { describe, expect, it } from 'vitest';
import { modelListScores } from './model-list-scores.ts';

describe('model list scores', () => {
  it('scores the first code 1 and the others by how far their log-likelihood falls below it', () => {
    const scored = modelListScores(
      [
        { code: 'DQY', score: -40 },
        { code: 'DQO', score: -44 },
        { code: 'LIT', score: -80 },
      ],
      4,
    );
    expect(scored.map((entry) => entry.item)).toEqual(['DQY', 'DQO', 'LIT']);
    expect(scored[0]!.score).toBe(1);
    expect(scored[1]!.score).toBeCloseTo(Math.exp(-1));
    expect(scored[2]!.score).toBeCloseTo(Math.exp(-10));
  });

  it('falls more slowly at a higher temperature, and answers nothing for no codes', () => {
    const codes = [
      { code: 'DQY', score: -40 },
      { code: 'DQO', score: -56 },
    ];
    expect(modelListScores(codes, 16)[1]!.score).toBeGreaterThan(modelListScores(codes, 4)[1]!.score);
    expect(modelListScores([], 4)).toEqual([]);
  });
});
