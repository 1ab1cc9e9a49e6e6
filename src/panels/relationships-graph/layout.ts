import type { RelatedDevice } from '../../api/contracts/data';
import type { GraphEdge, GraphModel, NodeRole } from './graph-model';

export const NODE_WIDTH = 168;
export const NODE_HEIGHT = 40;
export const COLUMN_GAP = 240;
export const ROW_GAP = 52;
export const PADDING = 24;

export interface PlacedNode {
  device: RelatedDevice;
  role: NodeRole;
  generation: number;
  /** Top-left corner. */
  x: number;
  y: number;
}

export interface PlacedEdge extends GraphEdge {
  /** From the citing device's left side to the predicate's right side. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface GraphLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
}

/**
 * Columns left to right by generation, each centred on the tallest; a device appears once (its first
 * column). Plain arithmetic, linear in nodes and edges, so a lineage of hundreds lays out in a millisecond.
 */
export function layoutGraph({ columns, edges }: GraphModel): GraphLayout {
  const ordered = [...columns].sort((a, b) => a.generation - b.generation);
  const first = ordered[0]?.generation ?? 0;
  const tallest = Math.max(1, ...ordered.map((column) => column.devices.length));
  const nodes: PlacedNode[] = [];
  const at = new Map<string, PlacedNode>();

  for (const column of ordered) {
    const x = PADDING + (column.generation - first) * COLUMN_GAP;
    const top = PADDING + ((tallest - column.devices.length) * ROW_GAP) / 2;
    column.devices.forEach((device, row) => {
      if (at.has(device.k_number)) return;
      const node = { device, role: column.role, generation: column.generation, x, y: top + row * ROW_GAP };
      at.set(device.k_number, node);
      nodes.push(node);
    });
  }

  const placed: PlacedEdge[] = [];
  for (const edge of edges) {
    const from = at.get(edge.from);
    const to = at.get(edge.to);
    if (!from || !to) continue;
    placed.push({ ...edge, x1: from.x, y1: from.y + NODE_HEIGHT / 2, x2: to.x + NODE_WIDTH, y2: to.y + NODE_HEIGHT / 2 });
  }

  const lastGeneration = ordered.at(-1)?.generation ?? 0;
  return {
    nodes,
    edges: placed,
    width: 2 * PADDING + (lastGeneration - first) * COLUMN_GAP + NODE_WIDTH,
    height: 2 * PADDING + (tallest - 1) * ROW_GAP + NODE_HEIGHT,
  };
}
