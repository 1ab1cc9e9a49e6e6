import { memo } from 'react';
import type { RecallClass } from '../../api/contracts/data';
import { usDate } from '../../api/text/us-date';
import { GRAPH_TEXTS as TEXT } from './graph-texts';
import { NODE_HEIGHT, NODE_WIDTH, type PlacedNode } from './layout';
import { SvgButton } from './SvgButton';

const NAME_CHARS = 23;
/** The recall mark's width per character of its text (10px bold), and its padding. */
const MARK_CHAR_WIDTH = 6;
const MARK_PADDING = 12;
const shortName = (name: string | null) => (name === null ? TEXT.noRecord : name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name);

/** What a screen reader hears of a device: K-number, name, role (and how far back), date, recalls. */
export function nodeLabel({ device, role, generation }: PlacedNode): string {
  return [
    device.k_number,
    device.device_name ?? TEXT.noRecord,
    TEXT.role[role],
    generation < -1 ? TEXT.generationsBack(-generation) : null,
    device.decision_date ? TEXT.cleared(usDate(device.decision_date)) : null,
    device.recall_count > 0 ? TEXT.recalls(device.recall_count, device.most_serious_recall_class) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The recall count and most serious class, in a red pill on the node's top edge, right-aligned. */
function RecallMark({ count, mostSerious }: { count: number; mostSerious: RecallClass }) {
  const text = TEXT.recallMark(count, mostSerious);
  const width = text.length * MARK_CHAR_WIDTH + MARK_PADDING;
  return (
    <g className="cw-graph-recall-badge" data-recall-class={mostSerious ?? 'unknown'} transform={`translate(${NODE_WIDTH - width - 4} -9)`} aria-hidden="true">
      <rect width={width} height={18} rx={9} />
      <text x={width / 2} y={13} textAnchor="middle">
        {text}
      </text>
    </g>
  );
}

export type ExpansionState = 'collapsed' | 'loading' | 'expanded';

export interface GraphNodeProps {
  node: PlacedNode;
  /** Opens the device (a click, Enter or Space); without it the device can still be focused for its tooltip. */
  onOpen?: (kNumber: string) => void;
  /** The device under the pointer or focus, null when it leaves. */
  onHover: (kNumber: string | null) => void;
  /** Set on a predicate that cites predicates of its own: whether they are shown. */
  expansion?: ExpansionState;
  onToggle: (kNumber: string) => void;
}

/**
 * One device: its K-number and name, its role's colours, a dashed red outline and a mark with the count and
 * the most serious class when recalls are tied to it, and the control that expands it to its own predicates. Memoised: hovering
 * one device does not redraw the others.
 */
export const GraphNode = memo(function GraphNode({ node, onOpen, onHover, expansion, onToggle }: GraphNodeProps) {
  const { device, role, x, y } = node;
  const recalled = device.recall_count > 0;
  const body = (
    <>
      <rect width={NODE_WIDTH} height={NODE_HEIGHT} rx={8} />
      <text x={10} y={16} className="cw-graph-node-k">
        {device.k_number}
      </text>
      <text x={10} y={31} className="cw-graph-node-name">
        {shortName(device.device_name)}
      </text>
      {recalled ? <RecallMark count={device.recall_count} mostSerious={device.most_serious_recall_class} /> : null}
    </>
  );
  const focusable = {
    'data-graph-node': device.k_number,
    onMouseEnter: () => onHover(device.k_number),
    onMouseLeave: () => onHover(null),
    onFocus: () => onHover(device.k_number),
    onBlur: () => onHover(null),
  };
  return (
    <g className="cw-graph-node" data-role={role} data-recalled={recalled} transform={`translate(${x} ${y})`}>
      {onOpen && role !== 'user' ? (
        <SvgButton {...focusable} label={nodeLabel(node)} onPress={() => onOpen(device.k_number)}>
          {body}
        </SvgButton>
      ) : (
        <g {...focusable} role="img" tabIndex={0} aria-label={nodeLabel(node)}>
          {body}
        </g>
      )}
      {expansion ? (
        <SvgButton
          className="cw-graph-expand"
          data-expansion={expansion}
          transform={`translate(0 ${NODE_HEIGHT / 2})`}
          label={expansion === 'collapsed' ? TEXT.expand(device.k_number) : TEXT.collapse(device.k_number)}
          aria-expanded={expansion !== 'collapsed'}
          aria-busy={expansion === 'loading'}
          onPress={() => onToggle(device.k_number)}
        >
          <circle r={9} />
          <text textAnchor="middle" y={4}>
            {expansion === 'loading' ? '…' : expansion === 'expanded' ? '−' : '+'}
          </text>
        </SvgButton>
      ) : null}
    </g>
  );
});
