import { describe, expect, it } from 'vitest';
import type { PredicateCandidate } from '../../../api/contracts/ai';
import { mergePredicateDevices, predicateDraft } from './devices';
import type { PredicateDevice } from '../store';

const assessment = (score: number) => ({ confidence_score: score, reasoning: `score ${score}` });

function candidate(kNumber: string, overrides: Partial<PredicateCandidate> = {}): PredicateCandidate {
  return {
    k_number: kNumber,
    device_name: `Device ${kNumber}`,
    applicant: 'Acme',
    product_code: 'DQA',
    decision_date: '2024-05-01',
    decision_description: 'Substantially Equivalent',
    processing_time: 90,
    statement_or_summary: 'Summary',
    summary_pdf_url: null,
    predicate_devices: [],
    postdicate_devices: [],
    predicate_relationship_summary: '',
    recalled: false,
    recalls: [],
    rank: 1,
    scores: { deviceDescription: assessment(70), intendedUse: assessment(80), characteristics: assessment(60), final: assessment(75) },
    ...overrides,
  };
}

const listed = (kNumber: string, order: number, overrides: Partial<PredicateDevice> = {}): PredicateDevice => ({
  ...predicateDraft(candidate(kNumber)),
  order,
  ...overrides,
});

describe('mergePredicateDevices', () => {
  it('appends new K-numbers after the list, numbering on from its length', () => {
    const merged = mergePredicateDevices([listed('K111111', 1), listed('K222222', 2)], [candidate('K333333'), candidate('K444444')].map(predicateDraft));
    expect(merged.map((d) => [d.kNumber, d.order])).toEqual([
      ['K111111', 1],
      ['K222222', 2],
      ['K333333', 3],
      ['K444444', 4],
    ]);
  });

  it('updates a listed K-number in its place and keeps its order', () => {
    const merged = mergePredicateDevices(
      [listed('K111111', 1), listed('K222222', 2, { deviceName: 'Old name' })],
      [candidate('k222222', { device_name: 'New name', scores: { ...candidate('x').scores, final: assessment(99) } }), candidate('K333333')].map(predicateDraft),
    );
    expect(merged.map((d) => [d.kNumber, d.order])).toEqual([
      ['K111111', 1],
      ['K222222', 2],
      ['K333333', 3],
    ]);
    expect(merged[1]).toMatchObject({ deviceName: 'New name', finalConfidenceScore: 99 });
  });

  it('keeps the devices the new answer does not name, and counts a K-number found twice once', () => {
    const merged = mergePredicateDevices([listed('K111111', 1)], [candidate('K333333', { device_name: 'first' }), candidate('K333333', { device_name: 'second' })].map(predicateDraft));
    expect(merged.map((d) => [d.kNumber, d.order, d.deviceName])).toEqual([
      ['K111111', 1, 'Device K111111'],
      ['K333333', 2, 'first'],
    ]);
  });

  it('maps the confidence and reasoning pairs of the analysis', () => {
    expect(predicateDraft(candidate('K111111'))).toMatchObject({
      productCode: 'DQA',
      code: 'DQA',
      processingTime: 90,
      deviceDescriptionConfidenceScore: 70,
      intendedUseConfidenceScore: 80,
      intendedUseReasoning: 'score 80',
      characteristicsConfidenceScore: 60,
      finalConfidenceScore: 75,
    });
  });
});
