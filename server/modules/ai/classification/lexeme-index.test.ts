import { describe, expect, it } from 'vitest';
import { createLexemeIndex, weightedFrequencies } from './lexeme-index.ts';

// Search vectors as PostgreSQL writes them (to_tsvector('english', ...) with setweight), for real device names.
const VECTORS = [
  { item: 'meter', vector: "'blood':1A 'glucos':2A 'meter':3A" },
  { item: 'strip', vector: "'glucos':1A 'strip':3A 'test':2A" },
  { item: 'pump', vector: "'infus':1A 'pump':2A 'insulin':4B 'deliv':5B" },
  { item: 'catheter', vector: "'balloon':2A 'cathet':1A" },
  { item: 'pressure', vector: "'blood':1A 'pressur':2A 'monitor':3 'cuff':4C" },
];
const EVEN = { A: 1, B: 1, C: 1, D: 1 };

describe('weightedFrequencies', () => {
  it('counts each position by the weight of its label, unlabelled as D, and drops lexemes weighing nothing', () => {
    const frequencies = weightedFrequencies("'glucos':1A,4B 'meter':2A 'monitor':3 'cuff':5C 'it''s':6", { A: 3, B: 1, C: 0, D: 0.5 });
    expect([...frequencies]).toEqual([
      ['glucos', 4],
      ['meter', 3],
      ['monitor', 0.5],
      ["it's", 0.5],
    ]);
  });
});

describe('createLexemeIndex', () => {
  const index = createLexemeIndex(VECTORS, EVEN);

  it('ranks a rare shared lexeme above a common one, and texts matching more lexemes higher', () => {
    expect(index.search(['glucos', 'meter'], 10).map((hit) => hit.item)).toEqual(['meter', 'strip']);
    expect(index.search(['blood', 'pressur'], 10).map((hit) => hit.item)).toEqual(['pressure', 'meter']);
  });

  it('scores by BM25 with k1 1.2 and b 0.75 over the weighted lengths', () => {
    const [hit] = index.search(['cathet'], 1);
    const averageLength = (3 + 3 + 4 + 2 + 4) / 5;
    const idf = Math.log(1 + (5 - 1 + 0.5) / (1 + 0.5));
    expect(hit!.score).toBeCloseTo((idf * 1 * 2.2) / (1 + 1.2 * (1 - 0.75 + (0.75 * 2) / averageLength)), 12);
  });

  it('weighs occurrences by their label', () => {
    const byName = createLexemeIndex(VECTORS, { A: 1, B: 1, C: 0, D: 0 });
    expect(byName.search(['cuff'], 10)).toEqual([]);
    expect(byName.search(['insulin'], 10).map((hit) => hit.item)).toEqual(['pump']);
    const nameFirst = createLexemeIndex(
      [
        { item: 'in the use', vector: "'glucos':5B 'meter':1A" },
        { item: 'in the name', vector: "'glucos':1A 'meter':5B" },
      ],
      { A: 3, B: 1, C: 0, D: 0 },
    );
    expect(nameFirst.search(['glucos'], 2).map((hit) => hit.item)).toEqual(['in the name', 'in the use']);
  });

  it('breaks ties by the order of the texts, keeps to the limit, and counts a repeated query lexeme once', () => {
    const twins = createLexemeIndex(
      [
        { item: 'first', vector: "'stent':1A" },
        { item: 'second', vector: "'stent':1A" },
        { item: 'third', vector: "'stent':1A" },
      ],
      EVEN,
    );
    expect(twins.search(['stent'], 2).map((hit) => hit.item)).toEqual(['first', 'second']);
    expect(twins.search(['stent', 'stent'], 3)).toEqual(twins.search(['stent'], 3));
  });

  it('answers the same to the same query however many searches came before', () => {
    const first = index.search(['blood', 'glucos'], 10);
    index.search(['blood'], 10);
    index.search(['infus', 'pump', 'cathet'], 1);
    expect(index.search(['blood', 'glucos'], 10)).toEqual(first);
  });

  it('finds nothing for unknown lexemes or none, and copes with no texts at all', () => {
    expect(index.search(['zzz'], 10)).toEqual([]);
    expect(index.search([], 10)).toEqual([]);
    const empty = createLexemeIndex([], EVEN);
    expect(empty.size).toBe(0);
    expect(empty.search(['blood'], 10)).toEqual([]);
  });
});
