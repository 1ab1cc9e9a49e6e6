import type { KeyboardEvent } from 'react';
import { GRAPH_TEXTS as TEXT } from './graph-texts';
import { NODE_HEIGHT, NODE_WIDTH, type PlacedNode } from './layout';

const NAME_CHARS = 24;
const shortName = (name: string | null) => (name === null ? TEXT.noRecord : name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name);

const onActivate = (run: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  run();
};

export interface GraphNodeProps {
  node: PlacedNode;
  /** Shown on a predicate that cites predicates of its own: expand or collapse them. */
  expansion?: { expanded: boolean; loading: boolean; toggle: () => void };
  onOpen?: (kNumber: string) => void;
  onHover: (node: PlacedNode | null) => void;
}

/** One device: its K-number and name, marked when recalls are tied to it; a button that opens it. */
export function GraphNode({ node, expansion, onOpen, onHover }: GraphNodeProps) {
  const { device, role, x, y } = node;
  const recalled = device.recall_count > 0;
  const label = [device.k_number, device.device_name ?? TEXT.noRecord, TEXT.role[role], recalled ? TEXT.recalls(device.recall_count) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <g className="cw-graph-node" data-role={role} data-recalled={recalled} transform={`translate(${x} ${y})`}>
      <g
        data-graph-node={device.k_number}
        role="button"
        tabIndex={0}
        aria-label={label}
        onClick={() => onOpen?.(device.k_number)}
        onKeyDown={onActivate(() => onOpen?.(device.k_number))}
        onMouseEnter={() => onHover(node)}
        onMouseLeave={() => onHover(null)}
        onFocus={() => onHover(node)}
        onBlur={() => onHover(null)}
      >
        <rect width={NODE_WIDTH} height={NODE_HEIGHT} rx={8} />
        <text x={10} y={16} className="cw-graph-node-k">
          {device.k_number}
        </text>
        <text x={10} y={31} className="cw-graph-node-name">
          {shortName(device.device_name)}
        </text>
        {recalled ? (
          <g className="cw-graph-recall-badge" transform={`translate(${NODE_WIDTH - 14} 0)`}>
            <circle r={10} />
            <text textAnchor="middle" y={4}>
              {device.recall_count}
            </text>
          </g>
        ) : null}
      </g>
      {expansion ? (
        <g
          className="cw-graph-expand"
          data-expanded={expansion.expanded}
          transform={`translate(0 ${NODE_HEIGHT / 2})`}
          role="button"
          tabIndex={0}
          aria-label={expansion.expanded ? TEXT.collapse(device.k_number) : TEXT.expand(device.k_number)}
          aria-expanded={expansion.expanded}
          aria-busy={expansion.loading}
          onClick={expansion.toggle}
          onKeyDown={onActivate(expansion.toggle)}
        >
          <circle r={9} />
          <text textAnchor="middle" y={4}>
            {expansion.loading ? '…' : expansion.expanded ? '−' : '+'}
          </text>
        </g>
      ) : null}
    </g>
  );
}
