import { mostSeriousClass, type ClassIRecall, type DeviceLineage, type LineageNode, type RecallClass } from '../../api/contracts/data';
import { GRAPH_TEXTS as TEXT } from './graph-texts';

/** The ancestors (the device itself left out) with recalls tied to them, and the most serious class among them. */
export function recalledAncestors(lineage: DeviceLineage): { ancestors: LineageNode[]; mostSerious: RecallClass } {
  const ancestors = lineage.nodes.filter((node) => node.generation > 0 && node.recall_count > 0);
  return { ancestors, mostSerious: mostSeriousClass(ancestors.map((node) => node.most_serious_recall_class)) };
}

/** A Class I recall of a device of a lineage. */
export interface LineageClassIRecall {
  device: LineageNode;
  recall: ClassIRecall;
}

/** The Class I recalls tied to the lineage's devices (the device itself included), nearest generation first. */
export function lineageClassIRecalls(lineage: DeviceLineage): LineageClassIRecall[] {
  return [...lineage.nodes]
    .sort((a, b) => a.generation - b.generation)
    .flatMap((device) => device.class_i_recalls.map((recall) => ({ device, recall })));
}

/** How many of the lineage's links each source states, in words, the most frequent first. */
export function lineageSourceCounts(lineage: DeviceLineage): Array<readonly [string, number]> {
  const counts = new Map<string, number>();
  for (const node of lineage.nodes) {
    for (const edge of node.predicates) {
      for (const source of new Set(edge.sources.map(TEXT.linkSource))) counts.set(source, (counts.get(source) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
