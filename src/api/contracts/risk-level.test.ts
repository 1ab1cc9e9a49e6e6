import { describe, expect, it } from 'vitest';
import { riskLevel, riskTotal } from './risk-level.ts';

describe('riskLevel', () => {
  it('is LOW up to 10, MEDIUM from 11 to 100, HIGH above 100', () => {
    expect([0, 10, 11, 100, 101].map(riskLevel)).toEqual(['LOW', 'LOW', 'MEDIUM', 'MEDIUM', 'HIGH']);
  });
});

describe('riskTotal', () => {
  it('adds the number of entries, the sum of their counts and the recalls', () => {
    expect(riskTotal([{ count: 4 }, { count: 1 }], 3)).toEqual({ entries: 2, reports: 5, recalls: 3, total: 10 });
    expect(riskTotal([], 0)).toEqual({ entries: 0, reports: 0, recalls: 0, total: 0 });
  });
});
