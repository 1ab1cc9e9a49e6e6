import type { SourceRef } from '../../api/contracts/ai';
import { PinButton } from '../pinned/PinButton';

/** The records a reply cites; those with a public page open it in a new tab. Each can be pinned. */
export function SourceList({ sources }: { sources: readonly SourceRef[] }) {
  if (sources.length === 0) return null;
  return (
    <ul className="cw-chat-sources" aria-label="Sources">
      {sources.map((source) => (
        <li key={`${source.kind}:${source.id}`} className="cw-pinnable">
          {source.url ? (
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.label}
            </a>
          ) : (
            <span>{source.label}</span>
          )}
          <PinButton source={source} />
        </li>
      ))}
    </ul>
  );
}
