import { describe, expect, it } from 'vitest';
import { exportRecallsOf, FIXTURE_CODE, fixtureClasses } from '../../../testing/recall-class-fixtures.ts';
import { mostSeriousRecallClass, recallTies } from './recall-ties.ts';

/** FIXTURE_CODE's real recalls as the graph reads them, with the fixtures' classes (test input). */
const classes = fixtureClasses();
const recalls = exportRecallsOf(FIXTURE_CODE).map((record) => ({
  recall_number: record['Recall Number']!,
  recalling_firm: record['Recalling Manufacturer']!,
  recall_class: classes.get(record['Recall Number']!) ?? null,
  date_posted: '2015-01-01',
  reason: null,
}));

describe("a graph node's most serious recall class", () => {
  it('is Class I before II before III, and null when no tied recall has a known class', () => {
    expect(mostSeriousRecallClass(recalls)).toBe('Class I');
    expect(mostSeriousRecallClass(recalls.filter((r) => r.recall_class !== 'Class I'))).toBe('Class II');
    expect(mostSeriousRecallClass(recalls.filter((r) => r.recall_class === null || r.recall_class === 'Class III'))).toBe('Class III');
    expect(mostSeriousRecallClass(recalls.filter((r) => r.recall_class === null))).toBeNull();
  });

  it('ties carry each recall its class', () => {
    const [first] = recalls;
    const tied = recallTies(recalls)(first!.recalling_firm, '2010-01-01');
    expect(tied.find((r) => r.recall_number === first!.recall_number)?.recall_class).toBe(classes.get(first!.recall_number));
  });
});
