import type { DeviceLineage, DeviceRelationships, RelatedDevice } from '../../api/contracts/data';

export type NodeRole = 'main' | 'predicate' | 'postdicate';

/** One column of devices: generation 0 is the main device, negative ones its ancestors, 1 its postdicates. */
export interface GraphColumn {
  generation: number;
  role: NodeRole;
  devices: RelatedDevice[];
  /** Set on a paged column: which page it shows of how many devices. */
  paging?: { side: PagedSide; page: number; pageCount: number; total: number; first: number };
}

/** `from` cites `to` as its predicate. */
export interface GraphEdge {
  from: string;
  to: string;
}

export interface GraphModel {
  columns: GraphColumn[];
  edges: GraphEdge[];
}

export type PagedSide = 'predicates' | 'postdicates';

/** A side of a device with hundreds of links shows them a page at a time, newest first. */
export const PAGE_SIZE = 20;

/** Newest decision first; devices the data has no date for last, by K-number. */
export function newestFirst(a: RelatedDevice, b: RelatedDevice): number {
  if (a.decision_date !== b.decision_date) {
    if (a.decision_date === null) return 1;
    if (b.decision_date === null) return -1;
    return a.decision_date < b.decision_date ? 1 : -1;
  }
  return b.k_number.localeCompare(a.k_number);
}

function paged(side: PagedSide, devices: readonly RelatedDevice[], requestedPage: number) {
  const sorted = [...devices].sort(newestFirst);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const page = Math.min(Math.max(requestedPage, 0), pageCount - 1);
  const first = page * PAGE_SIZE;
  return {
    devices: sorted.slice(first, first + PAGE_SIZE),
    paging: sorted.length > PAGE_SIZE ? { side, page, pageCount, total: sorted.length, first } : undefined,
  };
}

export interface DirectGraphInput {
  relationships: DeviceRelationships;
  /** The predicates loaded for expanded predicate nodes, by the expanded node's K-number. */
  expansions: ReadonlyMap<string, readonly RelatedDevice[]>;
  pages: Readonly<Record<PagedSide, number>>;
}

/**
 * The device with its predicates on the left and postdicates on the right, a page of each; every expanded
 * predicate adds its own predicates one column further left (devices already drawn are linked, not repeated).
 */
export function directGraph({ relationships, expansions, pages }: DirectGraphInput): GraphModel {
  const { predicate_devices, postdicate_devices, ...main } = relationships;
  const predicates = paged('predicates', predicate_devices, pages.predicates);
  const postdicates = paged('postdicates', postdicate_devices, pages.postdicates);
  const columns: GraphColumn[] = [{ generation: 0, role: 'main', devices: [main] }];
  const edges: GraphEdge[] = [];
  const drawn = new Set([main.k_number]);

  const add = (column: GraphColumn) => {
    column.devices.forEach((device) => drawn.add(device.k_number));
    if (column.devices.length > 0) columns.push(column);
  };
  add({ generation: 1, role: 'postdicate', ...postdicates });
  postdicates.devices.forEach((device) => edges.push({ from: device.k_number, to: main.k_number }));
  add({ generation: -1, role: 'predicate', ...predicates });
  predicates.devices.forEach((device) => edges.push({ from: main.k_number, to: device.k_number }));

  let generation = predicates.devices;
  for (let g = -2; generation.length > 0; g -= 1) {
    const next: RelatedDevice[] = [];
    for (const device of generation) {
      for (const predicate of expansions.get(device.k_number) ?? []) {
        edges.push({ from: device.k_number, to: predicate.k_number });
        if (drawn.has(predicate.k_number)) continue;
        drawn.add(predicate.k_number);
        next.push(predicate);
      }
    }
    add({ generation: g, role: 'predicate', devices: next });
    generation = next;
  }
  return { columns, edges };
}

/** A whole lineage: generation g of the walk is column -g; every link between two drawn devices is an edge. */
export function lineageGraph(lineage: DeviceLineage): GraphModel {
  const byGeneration = new Map<number, RelatedDevice[]>();
  for (const node of lineage.nodes) byGeneration.set(node.generation, [...(byGeneration.get(node.generation) ?? []), node]);
  const drawn = new Set(lineage.nodes.map((node) => node.k_number));
  const columns = [...byGeneration]
    .sort(([a], [b]) => a - b)
    .map(([generation, devices]): GraphColumn => ({
      generation: generation === 0 ? 0 : -generation,
      role: generation === 0 ? 'main' : 'predicate',
      devices: generation === 0 ? devices : [...devices].sort(newestFirst),
    }));
  const edges = lineage.nodes.flatMap((node) => node.predicates.filter((k) => drawn.has(k)).map((k) => ({ from: node.k_number, to: k })));
  return { columns, edges };
}
