import { describe, expect, it } from 'vitest';
import { distribution, percentile } from './stats';

describe('percentile', () => {
  it('gives the median of an odd and an even number of samples', () => {
    expect(percentile([5, 1, 3], 50)).toBe(3);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
  });

  it('interpolates between the closest ranks', () => {
    const oneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(oneToTwenty, 95)).toBeCloseTo(19.05);
    expect(percentile(oneToTwenty, 0)).toBe(1);
    expect(percentile(oneToTwenty, 100)).toBe(20);
  });

  it('refuses no samples and a percentile out of range', () => {
    expect(() => percentile([], 50)).toThrow('percentile of no samples');
    expect(() => percentile([1], 101)).toThrow('percentile must be within 0-100 (got 101)');
  });
});

describe('distribution', () => {
  it('rounds p50, p95 and the samples', () => {
    expect(distribution([1.234, 2.345, 3.456], 1)).toEqual({ p50: 2.3, p95: 3.3, samples: [1.2, 2.3, 3.5] });
  });
});
