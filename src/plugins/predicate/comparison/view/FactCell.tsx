import { usDate } from '../../../../api/text/us-date';
import type { ComparisonCell } from '../rules/table-model';
import { COMPARISON_TEXTS as TEXTS } from '../texts';

/** A fact of a device; one read from a summary Clearway fetched from FDA's host says so, with a link to it. */
export function FactCell({ cell }: { cell: ComparisonCell }) {
  const { fetched } = cell;
  if (!fetched) return <>{cell.text}</>;
  return (
    <div className="cw-comparison-answer">
      <span>{cell.text}</span>
      <p className="cw-comparison-document">
        {TEXTS.fetchedSummary(usDate(fetched.fetchedAt))}
        {' · '}
        <a href={fetched.url} target="_blank" rel="noreferrer">
          {TEXTS.viewDocument}
        </a>
      </p>
    </div>
  );
}
