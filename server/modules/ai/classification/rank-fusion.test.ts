import { describe, expect, it } from 'vitest';
import { fuseRankedLists, tallyVotes, voteAgeWeight, weighByClearances } from './rank-fusion.ts';

// Real clearances: K241832 (Unicorn+ RF System, GEI, decided 2025) and K871041 (RF MICROASSAY, DHR, 1987).
const unicorn = { k_number: 'K241832', product_codes: ['GEI'], decision_year: 2025 };
const rheumatoid = { k_number: 'K871041', product_codes: ['DHR'], decision_year: 1987 };

describe('tallyVotes', () => {
  it('gives each similar device a vote of 1 / (k + rank) for its codes and names the voters, nearest first', () => {
    const tally = tallyVotes([rheumatoid, unicorn, { k_number: 'K792061', product_codes: ['DHR', 'DHR'], decision_year: 1979 }], 1);
    expect(tally.codes).toEqual(['DHR', 'GEI']);
    expect(tally.weights).toEqual([1 / 2 + 1 / 4, 1 / 3]);
    expect(tally.voters.get('DHR')).toEqual(['K871041', 'K792061']);
  });

  it('lets a newer device outvote an older nearer one when votes halve with age', () => {
    const ageWeight = voteAgeWeight(5, 2025);
    expect(ageWeight(2025)).toBe(1);
    expect(ageWeight(2020)).toBe(0.5);
    expect(ageWeight(null)).toBe(1);
    expect(tallyVotes([rheumatoid, unicorn], 1, ageWeight).codes).toEqual(['GEI', 'DHR']);
    expect(tallyVotes([rheumatoid, unicorn], 1, voteAgeWeight(null, 2025)).codes).toEqual(['DHR', 'GEI']);
  });
});

describe('fuseRankedLists and weighByClearances', () => {
  const lists = [
    { name: 'a', weight: 2, codes: ['GEI', 'DHR'], scores: [4, 2] },
    { name: 'b', weight: 1, codes: ['DHR'], scores: [0.5] },
  ];

  it('adds each list weight times the score over its top score, and notes the ranks', () => {
    const fused = fuseRankedLists(lists, 20, 'score');
    expect(fused.map((entry) => [entry.code, entry.score])).toEqual([
      ['DHR', 2],
      ['GEI', 2],
    ]);
    expect(fused[0]!.ranks).toEqual(new Map([['a', 2], ['b', 1]]));
  });

  it('raises codes by their clearances on a log scale, the most cleared by the whole strength', () => {
    const weighed = weighByClearances(fuseRankedLists(lists, 20, 'score'), new Map([['GEI', 99], ['DHR', 0]]), 1);
    expect(weighed.map((entry) => [entry.code, entry.score])).toEqual([
      ['GEI', 4],
      ['DHR', 2],
    ]);
  });
});
