import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A test's stand-in HTTP server, listening on 127.0.0.1. */
export interface LoopbackServer {
  port: number;
  /** Runs `answer` after `delayMs`, unless the response is gone by then or the server has stopped. */
  answerLater(response: ServerResponse, delayMs: number, answer: () => void): void;
  /** Drops open connections and pending answers, and closes the server. */
  stop(): Promise<void>;
}

/** Starts `server` on a random port of 127.0.0.1, or on `port`. */
export async function listenOnLoopback(server: Server, port = 0): Promise<LoopbackServer> {
  const timers = new Set<NodeJS.Timeout>();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    answerLater(response, delayMs, answer) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) answer();
      }, delayMs);
      timers.add(timer);
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
