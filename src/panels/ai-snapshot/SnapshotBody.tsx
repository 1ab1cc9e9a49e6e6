import type { SourceRef } from '../../api/contracts/ai';
import { PinButton } from '../pinned/PinButton';

/** An AI snapshot's text, a paragraph for each blank-line-separated block. */
export function SnapshotParagraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
    </>
  );
}

/** The records an AI answer rests on, folded, each linking FDA's page for it when there is one. */
export function SnapshotSources({ sources, label }: { sources: readonly SourceRef[]; label: string }) {
  if (sources.length === 0) return null;
  return (
    <details className="cw-snapshot-sources">
      <summary>{label}</summary>
      <ul>
        {sources.map((source) => (
          <li key={`${source.kind}:${source.id}`}>
            {source.url ? (
              <a href={source.url} target="_blank" rel="noreferrer">
                {source.label}
              </a>
            ) : (
              source.label
            )}{' '}
            <PinButton source={source} />
          </li>
        ))}
      </ul>
    </details>
  );
}
