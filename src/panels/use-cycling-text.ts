import { useEffect, useState } from 'react';

/**
 * One of `texts`, advancing every `intervalMs` and starting over after the last. It starts at the first
 * text when the component using it mounts, so a component shown only while something runs restarts with it.
 */
export function useCyclingText(texts: readonly string[], intervalMs: number): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % texts.length), intervalMs);
    return () => clearInterval(timer);
  }, [texts.length, intervalMs]);
  return texts[index % texts.length] ?? '';
}
