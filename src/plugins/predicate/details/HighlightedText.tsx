import { useMemo } from 'react';
import { highlightRuns } from './match-highlights';

/** The text with the words of the user's profile marked in place. */
export function HighlightedText({ text, stems }: { text: string; stems: ReadonlySet<string> }) {
  const runs = useMemo(() => highlightRuns(text, stems), [text, stems]);
  return (
    <>
      {runs.map((run, i) => (run.match ? <mark key={i}>{run.text}</mark> : <span key={i}>{run.text}</span>))}
    </>
  );
}
