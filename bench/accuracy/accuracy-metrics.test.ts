import { describe, expect, it } from 'vitest';
import { reliabilityTable, setAccuracy, type ClassifiedCase } from './accuracy-metrics.ts';

const classified = (truth: string, proposed: string[], topConfidence: number): ClassifiedCase => ({
  k_number: `K25${String(topConfidence).padStart(4, '0')}`,
  truth,
  truths: [truth],
  proposed,
  topConfidence,
  reasons: proposed.map((code) => `why ${code}`),
  ms: 10,
});

describe('accuracy metrics', () => {
  const cases = [
    classified('DQY', ['DQY', 'DQO'], 92),
    classified('DQY', ['DQO', 'DQY'], 85),
    classified('LLZ', ['LLZ'], 84),
    classified('QIH', ['LLZ', 'QIH'], 45),
    classified('NGL', ['NFT', 'PTG', 'NGL'], 41),
    classified('MAX', ['MAX'], 100),
  ];

  it('puts each first proposal in its tenth of confidence, 100 in the last, with the share right and the mean', () => {
    const table = reliabilityTable(cases);
    expect(table).toHaveLength(10);
    expect(table.find((row) => row.from === 80)).toEqual({ from: 80, to: 90, cases: 2, right: 50, meanConfidence: 84.5 });
    expect(table.find((row) => row.from === 90)).toEqual({ from: 90, to: 100, cases: 2, right: 100, meanConfidence: 96 });
    expect(table.find((row) => row.from === 40)).toEqual({ from: 40, to: 50, cases: 2, right: 0, meanConfidence: 43 });
    expect(table.find((row) => row.from === 0)).toEqual({ from: 0, to: 10, cases: 0, right: null, meanConfidence: null });
  });

  it('counts top-k and the confidence bands of the first proposal', () => {
    const accuracy = setAccuracy(cases);
    expect([accuracy.top1, accuracy.top3, accuracy.top5]).toEqual([50, 100, 100]);
    expect(accuracy.top1ByConfidence.high).toEqual({ cases: 4, top1: 75 });
    expect(accuracy.top1ByConfidence.low).toEqual({ cases: 2, top1: 0 });
  });
});
