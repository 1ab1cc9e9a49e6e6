import { REPO_ROOT } from './repo-root';
import { readStartConfig } from './start-config';
import { startStack } from './stack';
import { stopOnSignals } from './stop-signals';

const log = (line: string) => console.log(`[start] ${line}`);

/**
 * `npm start`: builds the SPA when stale, starts (or reuses) the Firebase Auth emulator and the server,
 * and keeps them running until Ctrl+C / SIGTERM or until the server exits.
 */
async function main(): Promise<number> {
  const config = readStartConfig(REPO_ROOT, process.env, process.argv.slice(2));
  const { signal, stopped } = stopOnSignals(log);

  let stack;
  try {
    stack = await startStack({ ...config, log, signal });
  } catch (error) {
    if (signal.aborted) return 0;
    throw error;
  }
  console.log(`\n  Clearway is ready at ${stack.url}\n`);

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
