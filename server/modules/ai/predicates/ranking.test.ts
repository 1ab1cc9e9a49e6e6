import { describe, expect, it } from 'vitest';
import type { RecallRef } from '../../../../src/api/contracts/ai.ts';
import { citationsOf, finalScore, recencyOf, RECENCY_HALF_LIFE_YEARS } from './ranking.ts';

/** Product code JAK (CT systems) as of 2024-12-31: its newest clearance and its most cited device's count. */
const NEWEST = '2024-12-23';
const MOST_CITED = 8;

const recall: RecallRef = {
  recall_number: 'Z-0289-2022',
  recall_class: null,
  date_posted: '2021-08-30',
  reason: 'software syngo.CT VB20 in the installed base, with or without syngo.CT software',
};

describe('recencyOf', () => {
  it('is 1 for the newest clearance and halves every half-life before it', () => {
    expect(recencyOf(NEWEST, NEWEST)).toBe(1);
    expect(recencyOf('2021-12-23', NEWEST)).toBeCloseTo(0.5 ** (3 / RECENCY_HALF_LIFE_YEARS), 2);
  });

  it('is 0 without a date and never above 1', () => {
    expect(recencyOf(null, NEWEST)).toBe(0);
    expect(recencyOf('2025-01-10', NEWEST)).toBe(1);
  });
});

describe('citationsOf', () => {
  it('is 1 for the most cited device and 1 / (1 + most) for an uncited one', () => {
    expect(citationsOf(MOST_CITED, MOST_CITED)).toBe(1);
    expect(citationsOf(0, MOST_CITED)).toBeCloseTo(1 / 9);
    expect(citationsOf(0, 0)).toBe(1);
  });
});

describe('finalScore', () => {
  const factorsOf = (decisionDate: string, citedBy: number, similarity: number) => ({
    similarity,
    recency: recencyOf(decisionDate, NEWEST),
    citations: citationsOf(citedBy, MOST_CITED),
  });

  it('ranks a recent device cited twice above one cleared eight years earlier and cited eight times, at equal similarity', () => {
    const recent = factorsOf('2023-04-25', 2, 0.4); // K230223, iCAC Device
    const older = factorsOf('2016-12-16', 8, 0.4); // K163213, Revolution CT
    expect(finalScore(recent, [])).toBeGreaterThan(finalScore(older, []));
  });

  it('keeps a device that shares no term with the profile in the ranking, newer first', () => {
    const newer = finalScore(factorsOf('2023-02-16', 4, 0), []);
    const older = finalScore(factorsOf('2020-03-16', 4, 0), []);
    expect(older).toBeGreaterThan(0);
    expect(newer).toBeGreaterThan(older);
  });

  it('lets similarity outweigh a few years and citations', () => {
    const similar = finalScore(factorsOf('2020-03-16', 0, 0.9), []);
    const unlike = finalScore(factorsOf('2024-12-23', MOST_CITED, 0), []);
    expect(similar).toBeGreaterThan(unlike);
  });

  it('is 1 at best, 0 without a date, and takes the recall penalty off', () => {
    const best = { similarity: 1, recency: 1, citations: 1 };
    expect(finalScore(best, [])).toBeCloseTo(1);
    expect(finalScore({ ...best, recency: recencyOf(null, NEWEST) }, [])).toBe(0);
    expect(finalScore(best, [recall])).toBeCloseTo(0.85);
  });
});
