import type { StreamEvent } from '../engine.ts';

/**
 * A reply as text events, one per line: each chunk keeps its line breaks (blank lines stay with the line
 * before, leading ones with the first line), so the client's appending rebuilds the text exactly.
 */
export function textEvents(text: string): StreamEvent[] {
  const lead = /^\n*/.exec(text)?.[0] ?? '';
  const lines = text.slice(lead.length).split(/(?<=\n)(?!\n)/).filter((chunk) => chunk !== '');
  return lines.map((line, index) => ({ kind: 'text', content: index === 0 ? lead + line : line }));
}

/** Yields the events in order, stopping as soon as the signal aborts. */
export async function* untilAborted(events: Iterable<StreamEvent>, signal: AbortSignal): AsyncGenerator<StreamEvent> {
  for (const event of events) {
    if (signal.aborted) return;
    yield event;
  }
}
