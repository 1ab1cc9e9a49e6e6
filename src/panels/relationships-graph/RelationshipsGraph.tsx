import { useLayoutEffect, useMemo, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import type { DeviceRelationships } from '../../api/contracts/data';
import { usDate } from '../us-date';
import { directGraph, lineageGraph, type PagedSide } from './graph-model';
import { GraphLegend } from './GraphLegend';
import { GraphNode } from './GraphNode';
import { GRAPH_TEXTS as TEXT } from './graph-texts';
import { layoutGraph, NODE_HEIGHT, NODE_WIDTH, type GraphLayout, type PlacedNode } from './layout';
import { useExpansions, useLineage, useRelationships } from './use-graph-data';
import { clampZoom, zoomStep } from './zoom';
import './relationships-graph.css';

export interface RelationshipsGraphProps {
  kNumber: string;
  /** A click on a device (or Enter on it): open that device. */
  onOpenDevice?(kNumber: string): void;
}

/**
 * SPEC section 2's relationships graph: the device in the centre, its predicates on the left and its
 * postdicates on the right, with a legend, zoom and a tooltip. Beyond the spec: a predicate expands to its
 * own predicates, the whole lineage can be shown at once, recalled devices are marked, and a side with more
 * than 20 devices shows them a page at a time, newest first.
 */
export function RelationshipsGraph({ kNumber, onOpenDevice }: RelationshipsGraphProps) {
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
  return <LoadedGraph relationships={relationships.data} onOpenDevice={onOpenDevice} />;
}

function LoadedGraph({ relationships, onOpenDevice }: { relationships: DeviceRelationships; onOpenDevice?(kNumber: string): void }) {
  const kNumber = relationships.k_number;
  const [zoom, setZoom] = useState(1);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [pages, setPages] = useState<Record<PagedSide, number>>({ predicates: 0, postdicates: 0 });
  const [wholeLineage, setWholeLineage] = useState(false);
  const [hovered, setHovered] = useState<PlacedNode | null>(null);
  const { expansions, loading } = useExpansions(expanded);
  const lineage = useLineage(kNumber, wholeLineage);

  const showLineage = wholeLineage && lineage.data !== undefined;
  const model = useMemo(
    () => (showLineage ? lineageGraph(lineage.data!) : directGraph({ relationships, expansions, pages })),
    // expansions is rebuilt each render; its content is keyed by the expanded list and what has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [showLineage, lineage.data, relationships, pages, expanded.join(), [...expansions.keys()].join()],
  );
  const layout = useMemo(() => layoutGraph(model), [model]);

  const toggle = (k: string) => setExpanded((list) => (list.includes(k) ? list.filter((item) => item !== k) : [...list, k]));
  const turnPage = (side: PagedSide, step: number) => setPages((current) => ({ ...current, [side]: current[side] + step }));

  return (
    <figure className="cw-graph" aria-label={TEXT.graphLabel(kNumber)}>
      <div className="cw-graph-toolbar">
        <GraphLegend />
        <div className="cw-graph-actions">
          <button type="button" className="cw-button" aria-pressed={wholeLineage} onClick={() => setWholeLineage((on) => !on)}>
            {wholeLineage ? TEXT.directOnly : TEXT.fullLineage}
          </button>
          <button type="button" className="cw-icon-button" aria-label={TEXT.zoomOut} title={TEXT.zoomOut} onClick={() => setZoom((z) => zoomStep(z, 'out'))}>
            −
          </button>
          <output className="cw-graph-zoom" aria-label="Zoom">
            {Math.round(zoom * 100)}%
          </output>
          <button type="button" className="cw-icon-button" aria-label={TEXT.zoomIn} title={TEXT.zoomIn} onClick={() => setZoom((z) => zoomStep(z, 'in'))}>
            +
          </button>
          <button type="button" className="cw-button" onClick={() => setZoom(1)}>
            {TEXT.zoomReset}
          </button>
        </div>
      </div>
      {wholeLineage ? <LineageStatus lineage={lineage} /> : null}
      <GraphViewport layout={layout} zoom={zoom} onZoom={setZoom} centreOn={kNumber}>
        {layout.edges.map((edge) => (
          <path
            key={`${edge.from}>${edge.to}`}
            className="cw-graph-edge"
            d={`M${edge.x1} ${edge.y1} C${(edge.x1 + edge.x2) / 2} ${edge.y1}, ${(edge.x1 + edge.x2) / 2} ${edge.y2}, ${edge.x2} ${edge.y2}`}
          />
        ))}
        {layout.nodes.map((node) => (
          <GraphNode
            key={node.device.k_number}
            node={node}
            onOpen={onOpenDevice}
            onHover={setHovered}
            expansion={
              !showLineage && node.role === 'predicate' && node.device.predicate_count > 0
                ? { expanded: expanded.includes(node.device.k_number), loading: loading.has(node.device.k_number), toggle: () => toggle(node.device.k_number) }
                : undefined
            }
          />
        ))}
      </GraphViewport>
      <div className="cw-graph-pagers">
        {model.columns.flatMap((column) => (column.paging ? [{ column, paging: column.paging }] : [])).map(({ column, paging }) => {
          const side = paging.side === 'predicates' ? TEXT.legend.predicates : TEXT.legend.postdicates;
          return (
            <div key={paging.side} className="cw-graph-pager" data-side={paging.side}>
              <span>{side}:</span>
              <button type="button" className="cw-icon-button" aria-label={TEXT.previousPage(side)} disabled={paging.page === 0} onClick={() => turnPage(paging.side, -1)}>
                ‹
              </button>
              <span>{TEXT.page(paging.first + 1, paging.first + column.devices.length, paging.total)}</span>
              <button
                type="button"
                className="cw-icon-button"
                aria-label={TEXT.nextPage(side)}
                disabled={paging.page >= paging.pageCount - 1}
                onClick={() => turnPage(paging.side, 1)}
              >
                ›
              </button>
            </div>
          );
        })}
      </div>
      {hovered ? <GraphTooltip node={hovered} /> : null}
      <figcaption className="cw-muted">{TEXT.hint}</figcaption>
    </figure>
  );
}

function LineageStatus({ lineage }: { lineage: ReturnType<typeof useLineage> }) {
  if (lineage.isError) return <p role="alert">{TEXT.error(lineage.error.message)}</p>;
  if (!lineage.data) return <p role="status" className="cw-muted">{TEXT.lineageLoading}</p>;
  const { nodes, truncated, depth } = lineage.data;
  const generations = Math.max(...nodes.map((node) => node.generation));
  return <p className="cw-muted">{truncated ? TEXT.lineageTruncated(nodes.length, depth) : TEXT.lineageSummary(nodes.length, generations)}</p>;
}

function GraphTooltip({ node }: { node: PlacedNode }) {
  const { device } = node;
  return (
    <div className="cw-graph-tooltip" role="tooltip">
      <strong>{device.k_number}</strong>
      {device.device_name === null ? (
        <span>{TEXT.noRecord}</span>
      ) : (
        <>
          <span>{device.device_name}</span>
          <span>{device.applicant ?? '-'}</span>
          <span>{device.decision_date ? usDate(device.decision_date) : '-'}</span>
        </>
      )}
      {device.recall_count > 0 ? <span className="cw-graph-tooltip-recall">{TEXT.recalls(device.recall_count)}</span> : null}
    </div>
  );
}

interface GraphViewportProps {
  layout: GraphLayout;
  zoom: number;
  onZoom(zoom: number): void;
  /** Scrolled into the middle of the view when the graph first shows. */
  centreOn: string;
  children: React.ReactNode;
}

/** The scaled SVG in a scrolling box: drag to move, Ctrl + wheel to zoom. */
function GraphViewport({ layout, zoom, onZoom, centreOn, children }: GraphViewportProps) {
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const main = layout.nodes.find((node) => node.device.k_number === centreOn);

  useLayoutEffect(() => {
    const view = box.current;
    if (!view || !main) return;
    view.scrollLeft = (main.x + NODE_WIDTH / 2) * zoom - view.clientWidth / 2;
    view.scrollTop = (main.y + NODE_HEIGHT / 2) * zoom - view.clientHeight / 2;
    // Only when the graph or the zoom changes, not on every hover.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, zoom]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('[role="button"]')) return;
    drag.current = { x: event.clientX, y: event.clientY, left: box.current!.scrollLeft, top: box.current!.scrollTop };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    box.current!.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    box.current!.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (!event.ctrlKey) return;
    event.preventDefault();
    onZoom(clampZoom(zoom * (event.deltaY < 0 ? 1.1 : 0.9)));
  };

  return (
    <div
      ref={box}
      className="cw-graph-viewport"
      data-zoom={zoom}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onWheel={onWheel}
    >
      <svg width={layout.width * zoom} height={layout.height * zoom} viewBox={`0 0 ${layout.width} ${layout.height}`}>
        {children}
      </svg>
    </div>
  );
}
