import { useCyclingText } from './use-cycling-text';
import './board-parts.css';

/**
 * A running analysis: a spinner and one of `texts`, the next every `intervalMs`. Mounted afresh for each
 * run, so it starts at the first text.
 */
export function RunningStatus({ texts, intervalMs }: { texts: readonly string[]; intervalMs: number }) {
  const text = useCyclingText(texts, intervalMs);
  return (
    <p className="cw-running" role="status">
      <span className="cw-spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
