import { describe, expect, it } from 'vitest';
import type { DeviceLineage, LineageNode, LinkSource } from '../../api/contracts/data';
import { GRAPH_TEXTS as TEXT } from './graph-texts';
import { lineageClassIRecalls, lineageSourceCounts, recalledAncestors } from './lineage-recalls';
import { device, LISTED } from './testing/devices';

/** A hand-made lineage (test data, not FDA's): K3 cites K2 and K1, K2 cites K0. */
const DEVTREE: LinkSource = { kind: 'predicate_list', dataset: 'predicates/devtree_predicates_2026-01.csv' };
const node = (k: string, generation: number, predicates: LineageNode['predicates'], overrides: Partial<LineageNode> = {}): LineageNode => ({
  ...device(k),
  generation,
  predicates,
  ...overrides,
});
const lineage = (nodes: LineageNode[]): DeviceLineage => ({ k_number: nodes[0]!.k_number, depth: 8, truncated: false, nodes });
const z1 = { recall_number: 'Z-0001-2010', date_posted: '2010-02-01' };
const z2 = { recall_number: 'Z-0002-2012', date_posted: '2012-05-01' };
const z3 = { recall_number: 'Z-0003-2015', date_posted: '2015-07-01' };

const sample = lineage([
  node('K3', 0, [{ k_number: 'K2', sources: LISTED }, { k_number: 'K1', sources: [...LISTED, DEVTREE] }], {
    recall_count: 1,
    most_serious_recall_class: 'Class I',
    class_i_recalls: [z3],
  }),
  node('K1', 1, [], { recall_count: 2, most_serious_recall_class: 'Class II' }),
  node('K2', 1, [{ k_number: 'K0', sources: [DEVTREE] }]),
  node('K0', 2, [], { recall_count: 3, most_serious_recall_class: 'Class I', class_i_recalls: [z1, z2] }),
]);

describe('recalledAncestors', () => {
  it('counts the ancestors with recalls, not the device itself, and gives the most serious class among them', () => {
    const { ancestors, mostSerious } = recalledAncestors(sample);
    expect(ancestors.map((a) => a.k_number)).toEqual(['K1', 'K0']);
    expect(mostSerious).toBe('Class I');
  });

  it('says the class is unknown when no recalled ancestor has a known class', () => {
    const unknown = lineage([node('K3', 0, []), node('K1', 1, [], { recall_count: 2 })]);
    expect(recalledAncestors(unknown).mostSerious).toBeNull();
    expect(TEXT.recalledAncestors(1, null)).toContain('class unknown');
  });
});

describe('lineageClassIRecalls', () => {
  it('lists every Class I recall of the lineage with its device, nearest generation first', () => {
    expect(lineageClassIRecalls(sample).map(({ device: d, recall }) => [d.k_number, recall.recall_number])).toEqual([
      ['K3', 'Z-0003-2015'],
      ['K0', 'Z-0001-2010'],
      ['K0', 'Z-0002-2012'],
    ]);
  });
});

describe('lineageSourceCounts', () => {
  it('counts the links each source states, the most frequent first', () => {
    expect(lineageSourceCounts(sample)).toEqual([
      ["510k.fyi's predicate list", 2],
      ["devtree's predicate list", 2],
    ]);
  });
});
