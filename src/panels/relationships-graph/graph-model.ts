import type { DeviceLineage, DeviceRelationships, LinkedRelatedDevice, LinkSource, LinkSourceKind, RelatedDevice } from '../../api/contracts/data';

/** 'user': the user's own device, drawn beside the graph when they chose a drawn device as its predicate. */
export type NodeRole = 'main' | 'predicate' | 'postdicate' | 'user';

/** Which page of a column is shown, of how many devices; set only on a column of more than PAGE_SIZE devices. */
export interface ColumnPaging {
  page: number;
  pageCount: number;
  total: number;
  /** Index (0-based) of the first device shown in the whole column. */
  first: number;
}

/**
 * One column of devices, by generation: 0 is the main device, 1 its postdicates, -1 its predicates, -2 their
 * predicates, and so on back.
 */
export interface GraphColumn {
  generation: number;
  role: NodeRole;
  devices: RelatedDevice[];
  paging?: ColumnPaging;
}

/** `from` cites `to` as its predicate; `sources` say where that link is stated. */
export interface GraphEdge {
  from: string;
  to: string;
  sources: readonly LinkSource[];
}

/**
 * How an edge is drawn: added by the user, else named in a summary's text (whatever list also holds it), else
 * held only by a predicate list.
 */
export function edgeKind(sources: readonly LinkSource[]): LinkSourceKind {
  if (sources.some((source) => source.kind === 'user')) return 'user';
  return sources.some((source) => source.kind === 'summary') ? 'summary' : 'predicate_list';
}

export interface GraphModel {
  columns: GraphColumn[];
  edges: GraphEdge[];
}

/** The page each column shows, by generation (0 when absent). */
export type ColumnPages = Readonly<Record<number, number>>;

/** A column shows at most this many devices; more are paged, so a device with hundreds of links stays readable. */
export const PAGE_SIZE = 20;

/** Newest decision first; devices the data has no date for last, then by K-number, newest first. */
export function newestFirst(a: RelatedDevice, b: RelatedDevice): number {
  if (a.decision_date !== b.decision_date) {
    if (a.decision_date === null) return 1;
    if (b.decision_date === null) return -1;
    return a.decision_date < b.decision_date ? 1 : -1;
  }
  return b.k_number.localeCompare(a.k_number);
}

/** The page `requestedPage` (kept within range) of an ordered column. */
function pageOf<D extends RelatedDevice>(generation: number, role: NodeRole, ordered: readonly D[], requestedPage = 0): Omit<GraphColumn, 'devices'> & { devices: D[] } {
  if (ordered.length <= PAGE_SIZE) return { generation, role, devices: [...ordered] };
  const pageCount = Math.ceil(ordered.length / PAGE_SIZE);
  const page = Math.min(Math.max(requestedPage, 0), pageCount - 1);
  const first = page * PAGE_SIZE;
  return { generation, role, devices: ordered.slice(first, first + PAGE_SIZE), paging: { page, pageCount, total: ordered.length, first } };
}

/** The model with only the edges between drawn devices and without empty columns. */
function drawnOnly(columns: GraphColumn[], edges: readonly GraphEdge[]): GraphModel {
  const drawn = new Set(columns.flatMap((column) => column.devices.map((device) => device.k_number)));
  return {
    columns: columns.filter((column) => column.devices.length > 0),
    edges: edges.filter((edge) => drawn.has(edge.from) && drawn.has(edge.to)),
  };
}

export interface DirectGraphInput {
  relationships: DeviceRelationships;
  /** The predicates of each expanded device that have loaded, by the expanded device's K-number. */
  expansions: Readonly<Record<string, readonly LinkedRelatedDevice[]>>;
  pages: ColumnPages;
}

/**
 * The device with its predicates on the left and postdicates on the right, newest first, a page of each.
 * Each expanded device on a shown page adds its own predicates one column further left, newest first under
 * each expanded device; a device already drawn is linked to, not drawn again.
 */
export function directGraph({ relationships, expansions, pages }: DirectGraphInput): GraphModel {
  const { predicate_devices, postdicate_devices, ...main } = relationships;
  const predicates = pageOf(-1, 'predicate', [...predicate_devices].sort(newestFirst), pages[-1]);
  const postdicates = pageOf(1, 'postdicate', [...postdicate_devices].sort(newestFirst), pages[1]);
  const columns: GraphColumn[] = [{ generation: 0, role: 'main', devices: [main] }, postdicates, predicates];
  const edges: GraphEdge[] = [
    ...postdicates.devices.map((device) => ({ from: device.k_number, to: main.k_number, sources: device.link_sources })),
    ...predicates.devices.map((device) => ({ from: main.k_number, to: device.k_number, sources: device.link_sources })),
  ];
  const seen = new Set([main.k_number, ...predicates.devices.map((d) => d.k_number), ...postdicates.devices.map((d) => d.k_number)]);

  for (let shown = predicates.devices, generation = -2; shown.length > 0; generation -= 1) {
    const next: LinkedRelatedDevice[] = [];
    for (const device of shown) {
      for (const predicate of [...(expansions[device.k_number] ?? [])].sort(newestFirst)) {
        edges.push({ from: device.k_number, to: predicate.k_number, sources: predicate.link_sources });
        if (seen.has(predicate.k_number)) continue;
        seen.add(predicate.k_number);
        next.push(predicate);
      }
    }
    const column = pageOf(generation, 'predicate', next, pages[generation]);
    columns.push(column);
    shown = column.devices;
  }
  return drawnOnly(columns, edges);
}

/**
 * A whole lineage, a column per generation of the walk (generation g is column -g), a page of each. A
 * generation is ordered under the devices that cite it (by the first citing device's place in the
 * generation before), newest first among the devices of one citing device, so a page sits beside the
 * page that cites it and few links cross.
 */
export function lineageGraph(lineage: DeviceLineage, pages: ColumnPages): GraphModel {
  const byGeneration = new Map<number, DeviceLineage['nodes']>();
  for (const node of lineage.nodes) byGeneration.set(node.generation, [...(byGeneration.get(node.generation) ?? []), node]);
  const columns: GraphColumn[] = [];
  let citingOrder = new Map<string, number>();

  for (const generation of [...byGeneration.keys()].sort((a, b) => a - b)) {
    const nodes = byGeneration.get(generation)!;
    const citedFirstBy = (k: string) => citingOrder.get(k) ?? Number.MAX_SAFE_INTEGER;
    const ordered = generation === 0 ? nodes : [...nodes].sort((a, b) => citedFirstBy(a.k_number) - citedFirstBy(b.k_number) || newestFirst(a, b));
    const column = generation === 0 ? 0 : -generation;
    columns.push(pageOf(column, generation === 0 ? 'main' : 'predicate', ordered, pages[column]));
    citingOrder = new Map();
    ordered.forEach((node, index) => {
      for (const { k_number } of node.predicates) if (!citingOrder.has(k_number)) citingOrder.set(k_number, index);
    });
  }
  const edges = lineage.nodes.flatMap((node) => node.predicates.map(({ k_number, sources }) => ({ from: node.k_number, to: k_number, sources })));
  return drawnOnly(columns, edges);
}

/** The user's own device and the predicates they chose for it, to draw beside a graph. */
export interface UserLinks {
  /** The node's key and first line: never a K-number. */
  key: string;
  /** What names the user's device (its profile name or scenario). */
  name: string;
  /** Where the choice was made, the user links' `dataset`. */
  where: string;
  chosenKNumbers: readonly string[];
}

/**
 * The model with the user's device on the postdicates' side (generation 1, laid out beneath them), citing each
 * drawn device they chose as its predicate ('user' links); unchanged when none of their choices is drawn.
 */
export function withUserLinks(model: GraphModel, user: UserLinks | undefined): GraphModel {
  const drawn = new Set(model.columns.flatMap((column) => column.devices.map((device) => device.k_number)));
  const chosen = user ? user.chosenKNumbers.filter((k) => drawn.has(k)) : [];
  if (!user || chosen.length === 0) return model;
  const yours: RelatedDevice = {
    k_number: user.key,
    device_name: user.name,
    applicant: null,
    decision_date: null,
    product_code: null,
    recall_count: 0,
    most_serious_recall_class: null,
    class_i_recalls: [],
    predicate_count: chosen.length,
    postdicate_count: 0,
  };
  const sources: LinkSource[] = [{ kind: 'user', dataset: user.where }];
  return {
    columns: [...model.columns, { generation: 1, role: 'user', devices: [yours] }],
    edges: [...model.edges, ...chosen.map((k) => ({ from: user.key, to: k, sources }))],
  };
}
