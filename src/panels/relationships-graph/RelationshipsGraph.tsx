import { useCallback, useMemo, useState } from 'react';
import type { DeviceRelationships } from '../../api/contracts/data';
import { directGraph, edgeKind, lineageGraph, withUserLinks, type ColumnPages, type UserLinks } from './graph-model';
import { GraphNode, type ExpansionState } from './GraphNode';
import { GraphPager } from './GraphPager';
import { GRAPH_TEXTS as TEXT } from './graph-texts';
import { GraphToolbar } from './GraphToolbar';
import { GraphTooltip } from './GraphTooltip';
import { GraphViewport } from './GraphViewport';
import { layoutGraph } from './layout';
import { lineageSourceCounts, recalledAncestors } from './lineage-recalls';
import { useExpansions, useLineage, useRelationships, type Expansions } from './use-graph-data';
import './relationships-graph.css';

export interface RelationshipsGraphProps {
  kNumber: string;
  /** A click on a device (or Enter on it): open that device. */
  onOpenDevice?(kNumber: string): void;
  /** The user's device and the predicates they chose for it: drawn as 'added by you' links to those drawn. */
  userLinks?: UserLinks;
}

/**
 * SPEC section 2's relationships graph: the device in the centre, its predicates on the left and its
 * postdicates on the right, with a legend, zoom and a tooltip. Beyond the spec: a predicate expands to its
 * own predicates one column further left, the whole lineage can be shown at once, recalled devices are
 * marked, and a column of more than PAGE_SIZE devices shows them a page at a time.
 */
export function RelationshipsGraph({ kNumber, onOpenDevice, userLinks }: RelationshipsGraphProps) {
  const code = kNumber.trim().toUpperCase();
  const relationships = useRelationships(code);
  if (relationships.isError) {
    return (
      <p className="cw-graph-message" role="alert">
        {TEXT.error(relationships.error.message)}
      </p>
    );
  }
  if (!relationships.data) {
    return (
      <p className="cw-graph-message cw-muted" role="status">
        {TEXT.loading}
      </p>
    );
  }
  const { predicate_devices, postdicate_devices } = relationships.data;
  if (predicate_devices.length === 0 && postdicate_devices.length === 0) {
    return <p className="cw-graph-message">{TEXT.empty(code)}</p>;
  }
  // Keyed by device: another device starts with its own view (zoom, pages, expansions).
  return <LoadedGraph key={code} relationships={relationships.data} onOpenDevice={onOpenDevice} userLinks={userLinks} />;
}

const expansionState = (expanded: readonly string[], expansions: Expansions, kNumber: string): ExpansionState =>
  !expanded.includes(kNumber) ? 'collapsed' : expansions.loading.includes(kNumber) ? 'loading' : 'expanded';

function LoadedGraph({ relationships, onOpenDevice, userLinks }: { relationships: DeviceRelationships } & Omit<RelationshipsGraphProps, 'kNumber'>) {
  const kNumber = relationships.k_number;
  const [zoom, setZoom] = useState(1);
  const [centreRequest, setCentreRequest] = useState(0);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [directPages, setDirectPages] = useState<ColumnPages>({});
  const [lineagePages, setLineagePages] = useState<ColumnPages>({});
  const [wholeLineage, setWholeLineage] = useState(false);
  const [hoveredK, setHoveredK] = useState<string | null>(null);
  const expansions = useExpansions(expanded);
  const lineage = useLineage(kNumber, wholeLineage);
  const showLineage = wholeLineage && lineage.data !== undefined;

  const layout = useMemo(
    () =>
      layoutGraph(
        withUserLinks(
          showLineage
            ? lineageGraph(lineage.data!, lineagePages)
            : directGraph({ relationships, expansions: expansions.predicatesOf, pages: directPages }),
          userLinks,
        ),
      ),
    [showLineage, lineage.data, lineagePages, relationships, expansions.predicatesOf, directPages, userLinks],
  );

  const toggle = useCallback((k: string) => setExpanded((list) => (list.includes(k) ? list.filter((item) => item !== k) : [...list, k])), []);
  const turnPage = (generation: number, page: number) =>
    (showLineage ? setLineagePages : setDirectPages)((pages) => ({ ...pages, [generation]: page }));
  const hovered = hoveredK === null ? undefined : layout.nodes.find((node) => node.device.k_number === hoveredK);
  const failures = Object.entries(expansions.failed).filter(([k]) => expanded.includes(k));

  return (
    <figure className="cw-graph" aria-label={TEXT.graphLabel(kNumber)} data-graph-mode={showLineage ? 'lineage' : 'direct'}>
      <GraphToolbar
        zoom={zoom}
        onZoom={setZoom}
        onReset={() => {
          setZoom(1);
          setCentreRequest((n) => n + 1);
        }}
        wholeLineage={relationships.predicate_devices.length > 0 ? wholeLineage : undefined}
        onWholeLineage={setWholeLineage}
      />
      {wholeLineage ? <LineageStatus lineage={lineage} /> : null}
      {failures.map(([k, message]) => (
        <p key={k} className="cw-graph-message" role="alert">
          {TEXT.expansionFailed(k, message)}
        </p>
      ))}
      <div className="cw-graph-stage">
        <GraphViewport layout={layout} zoom={zoom} onZoom={setZoom} anchor={kNumber} centreRequest={centreRequest}>
          {layout.edges.map((edge) => (
            <g key={`${edge.from}>${edge.to}`} className="cw-graph-edge" data-source={edgeKind(edge.sources)}>
              <title>{TEXT.link(edge.from, edge.to, edge.sources)}</title>
              <path className="cw-graph-edge-hit" d={edge.d} />
              <path className="cw-graph-edge-line" d={edge.d} />
            </g>
          ))}
          {layout.pagers.map((pager) => (
            <GraphPager key={pager.generation} pager={pager} onTurn={turnPage} />
          ))}
          {layout.nodes.map((node) => (
            <GraphNode
              key={node.device.k_number}
              node={node}
              onOpen={onOpenDevice}
              onHover={setHoveredK}
              onToggle={toggle}
              expansion={
                !showLineage && node.role === 'predicate' && node.device.predicate_count > 0
                  ? expansionState(expanded, expansions, node.device.k_number)
                  : undefined
              }
            />
          ))}
        </GraphViewport>
        {hovered ? <GraphTooltip node={hovered} edges={layout.edges} /> : null}
      </div>
      <figcaption className="cw-muted">
        {onOpenDevice ? TEXT.hint.open : ''}
        {TEXT.hint.navigate}
      </figcaption>
    </figure>
  );
}

function LineageStatus({ lineage }: { lineage: ReturnType<typeof useLineage> }) {
  if (lineage.isError) return <p role="alert">{TEXT.error(lineage.error.message)}</p>;
  if (!lineage.data) return <p role="status" className="cw-muted">{TEXT.lineageLoading}</p>;
  const { nodes, truncated } = lineage.data;
  const generations = Math.max(...nodes.map((node) => node.generation));
  const recalled = recalledAncestors(lineage.data);
  return (
    <div className="cw-graph-lineage-status">
      <p className="cw-muted">{truncated ? TEXT.lineageTruncated(nodes.length, generations) : TEXT.lineageSummary(nodes.length, generations)}</p>
      <p data-recalled-ancestors={recalled.ancestors.length}>{TEXT.recalledAncestors(recalled.ancestors.length, recalled.mostSerious)}</p>
      <p className="cw-muted">{TEXT.lineageSources(lineageSourceCounts(lineage.data))}</p>
    </div>
  );
}
