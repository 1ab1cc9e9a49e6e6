import { describe, expect, it } from 'vitest';
import { fdaDataDir } from '../../server/testing/fda-data-dir';
import path from 'node:path';
import { distribution } from '../lib/stats';
import { engineOutcome, summaryProfiles } from './engine';

describe('summaryProfiles', () => {
  it('reads real 2025 summaries that have a name, a description and an intended use', async () => {
    const profiles = await summaryProfiles(path.join(fdaDataDir(), 'predicates/510k_summaries_100_2025.jsonl'));
    expect(profiles.length).toBeGreaterThan(50);
    for (const profile of profiles) {
      expect(profile.device_name).not.toMatch(/^\s|\s$/);
      expect(profile.description.length).toBeGreaterThan(0);
      expect(profile.intended_use.length).toBeGreaterThan(0);
    }
  });
});

describe('engineOutcome', () => {
  it('judges the p50s against the targets of DESIGN.md section 6', () => {
    const fast = engineOutcome(distribution([40, 60, 80]), distribution([900, 1000, 1100]), 90);
    expect(fast.rows.map((row) => [row.value, row.pass])).toEqual([
      ['60 ms', true],
      ['78 ms', null],
      ['1000 ms', true],
      ['1090 ms', null],
    ]);
    const slow = engineOutcome(distribution([150, 160]), distribution([1500, 1600]), 90);
    expect(slow.rows.filter((row) => row.pass !== null).map((row) => row.pass)).toEqual([false, false]);
    expect(slow.results).toMatchObject({ classificationMs: { target: { below: 150, pass: false } }, flowMs: { target: { below: 1500, pass: false } } });
  });
});
