import type { SourceRef, TestStandardsRow } from '../../../api/contracts/ai';
import { STANDARDS_TEXTS as TEXT } from './texts';

function sourceLinkText(source: SourceRef): string {
  if (source.kind === 'standard') return TEXT.sourceLink.standard;
  if (source.kind === 'k_number') return TEXT.sourceLink.k_number(source.id);
  if (source.kind === 'guidance') return TEXT.sourceLink.guidance;
  return source.label;
}

/**
 * Under a row's standard: its FDA recognition number (where it comes from on hover and for screen readers),
 * a superseded or withdrawn flag with the successor, and the link to the row's source.
 */
export function StandardFacts({ row }: { row: TestStandardsRow }) {
  const { recognition_number: recognition, recognition_source: recognitionSource, status, successor, source } = row;
  if (!recognition && !status && !source?.url) return null;
  return (
    <p className="cw-standards-facts">
      {recognition ? (
        <span className="cw-standards-recognition" title={recognitionSource ?? undefined} aria-description={recognitionSource ?? undefined}>
          {TEXT.recognition(recognition)}
        </span>
      ) : null}
      {status ? (
        <span className="cw-standards-status" data-status={status}>
          {TEXT.replaced[status]}
          {successor ? `: ${TEXT.successor(successor)}` : ''}
        </span>
      ) : null}
      {source?.url ? (
        <a className="cw-standards-source" href={source.url} target="_blank" rel="noreferrer noopener" title={source.label}>
          {sourceLinkText(source)}
        </a>
      ) : null}
    </p>
  );
}
