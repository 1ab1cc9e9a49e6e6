import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Training runs in the server's own process when a refresh imports new data; without turns, its seconds of
 * counting at FDA's full size would hold every request of the running server until it ends.
 */
export function eventLoopTurns(every: number): () => Promise<void> | undefined {
  let count = 0;
  return () => (++count % every === 0 ? nextTurn().then(() => undefined) : undefined);
}
