import { usDate } from '../../api/text/us-date';
import { GRAPH_TEXTS as TEXT } from './graph-texts';
import type { PlacedNode } from './layout';

/** The hovered or focused device: K-number, name, applicant and date (MM/DD/YYYY), links and recalls. */
export function GraphTooltip({ node: { device } }: { node: PlacedNode }) {
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
      <span className="cw-muted">{TEXT.links(device.predicate_count, device.postdicate_count)}</span>
      {device.recall_count > 0 ? <span className="cw-graph-tooltip-recall">{TEXT.recalls(device.recall_count, device.most_serious_recall_class)}</span> : null}
    </div>
  );
}
