import { LINK_SOURCE_KINDS } from '../../api/contracts/data';
import { GRAPH_TEXTS } from './graph-texts';

const TEXT = GRAPH_TEXTS.legend;

/** SPEC section 2's legend, plus the recall mark and the links by where they are stated. */
export function GraphLegend() {
  return (
    <ul className="cw-graph-legend" aria-label={TEXT.label}>
      <li data-role="main">{TEXT.main}</li>
      <li data-role="predicate">{TEXT.predicates}</li>
      <li data-role="postdicate">{TEXT.postdicates}</li>
      <li data-recalled="true">{TEXT.recalled}</li>
      {LINK_SOURCE_KINDS.map((kind) => (
        <li key={kind} data-edge={kind}>
          {TEXT.edges[kind]}
        </li>
      ))}
    </ul>
  );
}
