import type { RelatedDevice } from '../../api/contracts/data';
import type { ColumnPaging, GraphEdge, GraphModel, NodeRole } from './graph-model';

export const NODE_WIDTH = 184;
export const NODE_HEIGHT = 40;
export const COLUMN_GAP = 256;
export const ROW_GAP = 52;
export const PADDING = 24;
/** The band above a paged column that holds its pager. */
export const PAGER_HEIGHT = 32;
/** How far left of its leftmost end a link that does not run leftwards (within a column, or back right) bows. */
const LOOP_BOW = 48;

export interface PlacedNode {
  device: RelatedDevice;
  role: NodeRole;
  generation: number;
  /** Top-left corner. */
  x: number;
  y: number;
}

export interface PlacedEdge extends GraphEdge {
  /** The SVG path: from the citing device's left side to its predicate's right side (or left side, when not further left). */
  d: string;
}

/** A paged column's pager, above its first device. */
export interface PlacedPager {
  generation: number;
  paging: ColumnPaging;
  /** Shown on this page. */
  shown: number;
  /** Top-left corner; NODE_WIDTH wide, PAGER_HEIGHT high. */
  x: number;
  y: number;
}

export interface GraphLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  pagers: PlacedPager[];
  width: number;
  height: number;
}

const edgePath = (from: PlacedNode, to: PlacedNode): string => {
  const y1 = from.y + NODE_HEIGHT / 2;
  const y2 = to.y + NODE_HEIGHT / 2;
  if (to.x < from.x) {
    const x1 = from.x;
    const x2 = to.x + NODE_WIDTH;
    const middle = (x1 + x2) / 2;
    return `M${x1} ${y1} C${middle} ${y1} ${middle} ${y2} ${x2} ${y2}`;
  }
  const bow = Math.max(Math.min(from.x, to.x) - LOOP_BOW, 0);
  return `M${from.x} ${y1} C${bow} ${y1} ${bow} ${y2} ${to.x} ${y2}`;
};

/**
 * Columns left to right by generation, each centred on the tallest, a pager band above when a column is
 * paged; a device appears once (its first column). The user's device sits a row beneath the tallest column
 * (beneath the postdicates, in their generation), so its links run clear of the devices centred beside it. Plain arithmetic, linear in devices and
 * links, so even a whole lineage lays out in well under a millisecond.
 */
export function layoutGraph({ columns, edges }: GraphModel): GraphLayout {
  const ordered = [...columns].sort((a, b) => a.generation - b.generation);
  const first = ordered[0]?.generation ?? 0;
  const last = ordered.at(-1)?.generation ?? 0;
  const tallest = Math.max(1, ...ordered.filter((column) => column.role !== 'user').map((column) => column.devices.length));
  const rowBeneath = ordered.some((column) => column.role === 'user') ? 1 : 0;
  const band = ordered.some((column) => column.paging) ? PAGER_HEIGHT : 0;
  const nodes: PlacedNode[] = [];
  const pagers: PlacedPager[] = [];
  const at = new Map<string, PlacedNode>();

  for (const column of ordered) {
    const x = PADDING + (column.generation - first) * COLUMN_GAP;
    const top = PADDING + band + (column.role === 'user' ? tallest * ROW_GAP : ((tallest - column.devices.length) * ROW_GAP) / 2);
    if (column.paging) pagers.push({ generation: column.generation, paging: column.paging, shown: column.devices.length, x, y: top - PAGER_HEIGHT });
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
    if (from && to && from !== to) placed.push({ ...edge, d: edgePath(from, to) });
  }

  return {
    nodes,
    edges: placed,
    pagers,
    width: 2 * PADDING + (last - first) * COLUMN_GAP + NODE_WIDTH,
    height: 2 * PADDING + band + (tallest - 1 + rowBeneath) * ROW_GAP + NODE_HEIGHT,
  };
}
