export interface StopRequest {
  /** Aborted by the first SIGINT or SIGTERM. */
  signal: AbortSignal;
  /** Resolves then. */
  stopped: Promise<'stop'>;
}

/** Listens for Ctrl+C and SIGTERM, saying so on `log` once: what `npm start` and its cluster stop on. */
export function stopOnSignals(log: (line: string) => void): StopRequest {
  const controller = new AbortController();
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.on(name, () => {
      if (controller.signal.aborted) return;
      log(`${name} received, stopping...`);
      controller.abort(new Error(`Stopped by ${name}`));
    });
  }
  const stopped = new Promise<'stop'>((resolve) => controller.signal.addEventListener('abort', () => resolve('stop'), { once: true }));
  return { signal: controller.signal, stopped };
}
