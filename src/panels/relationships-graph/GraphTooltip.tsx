import { usDate } from '../../api/text/us-date';
import { GRAPH_TEXTS as TEXT } from './graph-texts';
import type { PlacedEdge, PlacedNode } from './layout';

/** A tooltip names the sources of at most this many of the device's drawn links. */
const LINKS_NAMED = 4;

/**
 * The hovered or focused device: K-number, name, applicant and date (MM/DD/YYYY), links and recalls, and
 * where its drawn links are stated; for the user's own device, its name and its links.
 */
export function GraphTooltip({ node: { device, role }, edges }: { node: PlacedNode; edges: readonly PlacedEdge[] }) {
  const links = edges.filter((edge) => edge.from === device.k_number || edge.to === device.k_number);
  return (
    <div className="cw-graph-tooltip" role="tooltip">
      <strong>{device.k_number}</strong>
      {role === 'user' ? (
        <span>{device.device_name}</span>
      ) : device.device_name === null ? (
        <span>{TEXT.noRecord}</span>
      ) : (
        <>
          <span>{device.device_name}</span>
          <span>{device.applicant ?? '-'}</span>
          <span>{device.decision_date ? usDate(device.decision_date) : '-'}</span>
        </>
      )}
      {role === 'user' ? null : <span className="cw-muted">{TEXT.links(device.predicate_count, device.postdicate_count)}</span>}
      {device.recall_count > 0 ? <span className="cw-graph-tooltip-recall">{TEXT.recalls(device.recall_count, device.most_serious_recall_class)}</span> : null}
      {links.slice(0, LINKS_NAMED).map((edge) => (
        <span key={`${edge.from}>${edge.to}`} className="cw-graph-tooltip-link">
          {TEXT.link(edge.from, edge.to, edge.sources)}
        </span>
      ))}
      {links.length > LINKS_NAMED ? <span className="cw-muted">{TEXT.moreLinks(links.length - LINKS_NAMED)}</span> : null}
    </div>
  );
}
