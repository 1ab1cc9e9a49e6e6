import { REPO_ROOT } from './repo-root';
import { readStartConfig } from './start-config';
import { startStack } from './stack';

const log = (line: string) => console.log(`[start] ${line}`);

/**
 * `npm start`: builds the SPA when stale, starts (or reuses) the Firebase Auth emulator and the server,
 * and keeps them running until Ctrl+C / SIGTERM or until the server exits.
 */
async function main(): Promise<number> {
  const config = readStartConfig(REPO_ROOT, process.env, process.argv.slice(2));
  const stopRequested = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopRequested.signal.aborted) return;
      log(`${signal} received, stopping...`);
      stopRequested.abort(new Error(`Stopped by ${signal}`));
    });
  }

  let stack;
  try {
    stack = await startStack({ ...config, log, signal: stopRequested.signal });
  } catch (error) {
    if (stopRequested.signal.aborted) return 0;
    throw error;
  }
  console.log(`\n  Clearway is ready at ${stack.url}\n`);

  const stopped = new Promise<'stop'>((resolve) => {
    if (stopRequested.signal.aborted) resolve('stop');
    stopRequested.signal.addEventListener('abort', () => resolve('stop'), { once: true });
  });
  try {
    const outcome = await Promise.race([stack.serverExited, stopped]);
    if (outcome === 'stop') return 0;
    log(`The server exited with code ${outcome}; stopping.`);
    return outcome;
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
