import type { LoadRequest } from '../data-load';

/**
 * Sends every kind of request of the rounds once to each server, one at a time, so that each has loaded what
 * it loads on first use (the classification indexes take seconds, during which it answers nothing else)
 * before the load is timed.
 */
export async function warmUpEach(origins: readonly string[], rounds: ReadonlyArray<readonly LoadRequest[]>): Promise<void> {
  const kinds = new Map<string, LoadRequest>();
  for (const round of rounds) for (const request of round) if (!kinds.has(request.endpoint)) kinds.set(request.endpoint, request);
  for (const origin of origins) {
    for (const { endpoint, method, path, headers, body } of kinds.values()) {
      const response = await fetch(`${origin}${path}`, { method, headers, body });
      const text = await response.text();
      if (!response.ok) throw new Error(`Warming up ${endpoint} at ${origin}: ${response.status} ${text}`);
    }
  }
}
