import { describe, expect, it } from 'vitest';
import { predicateLinks } from '../../server/modules/fda/testing/raw-fda-facts';
import { BIG_GRAPH_RELATIONSHIPS, mostRelatedDevice, predicateOutcome, richestLineage } from './predicate';

describe('mostRelatedDevice', () => {
  it('counts each neighbour once, whichever side of the link it is on', () => {
    const links = [
      { device: 'K2', predicate: 'K1' },
      { device: 'K3', predicate: 'K1' },
      { device: 'K3', predicate: 'K1' },
      { device: 'K1', predicate: 'K0' },
      { device: 'K3', predicate: 'K2' },
    ];
    expect(mostRelatedDevice(links)).toEqual({ kNumber: 'K1', relationships: 3 });
  });

  it('finds the most cited device of the FDA link files, with a hundred or so links (none has 500)', () => {
    const { kNumber, relationships } = mostRelatedDevice(predicateLinks());
    expect(kNumber).toMatch(/^K\d{6}$/);
    expect(relationships).toBeGreaterThan(90);
    expect(relationships).toBeLessThan(BIG_GRAPH_RELATIONSHIPS);
  });
});

describe('richestLineage', () => {
  it('walks predicates back breadth first, within the depth and the device cap, counting links among the devices', () => {
    const links = [
      { device: 'K4', predicate: 'K3' },
      { device: 'K4', predicate: 'K2' },
      { device: 'K3', predicate: 'K2' },
      { device: 'K2', predicate: 'K1' },
      { device: 'K1', predicate: 'K0' },
    ];
    expect(richestLineage(links)).toEqual({ kNumber: 'K4', devices: 5, relationships: 5 });
    expect(richestLineage(links, 1)).toEqual({ kNumber: 'K4', devices: 3, relationships: 3 });
    expect(richestLineage(links, 8, 2)).toMatchObject({ devices: 2 });
  });

  it(`finds a lineage with ${BIG_GRAPH_RELATIONSHIPS}+ relationships in the FDA link files`, () => {
    const { kNumber, relationships } = richestLineage(predicateLinks());
    expect(kNumber).toMatch(/^K\d{6}$/);
    expect(relationships).toBeGreaterThanOrEqual(BIG_GRAPH_RELATIONSHIPS);
  });
});

describe('predicateOutcome', () => {
  it('judges the p50s against the targets of DESIGN.md section 6', () => {
    const direct = { kNumber: 'K020321', devices: 103, relationships: 102, drawn: 41, renderMs: [20, 30, 40] };
    const lineage = { kNumber: 'K250921', devices: 400, relationships: 1500, drawn: 121 };
    const fast = predicateOutcome({ stepReadyMs: [300, 400, 500], direct, lineage: { ...lineage, renderMs: [80, 100, 120] } });
    expect(fast.rows.map((row) => [row.value, row.pass])).toEqual([
      ['400 ms', true],
      ['490 ms', null],
      ['30 ms', null],
      ['100 ms', true],
      ['118 ms', null],
    ]);
    expect(fast.rows[3]!.metric).toContain('K250921 (400 devices, 1500 relationships; 121 nodes on the first pages)');
    const slow = predicateOutcome({ stepReadyMs: [1000, 1200], direct, lineage: { ...lineage, renderMs: [300, 400] } });
    expect(slow.rows.filter((row) => row.pass !== null).map((row) => row.pass)).toEqual([false, false]);
    expect(slow.results).toMatchObject({ stepReadyMs: { target: { below: 1000, pass: false } }, lineageGraphMs: { kNumber: 'K250921', target: { below: 300, pass: false } } });
  });
});
