import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../scripts/free-port';
import { startStack, type RunningStack } from '../../scripts/stack';
import type { BenchContext } from '../suite';
import { RESULTS_DIR } from './results';

export const SERVER_LOG = path.join(RESULTS_DIR, 'server.log');

/** A context whose stack starts on first use; dispose() stops it and removes its DATA_DIR. */
export function createBenchContext(log: (line: string) => void): BenchContext & { dispose(): Promise<void> } {
  let dataDir: string | undefined;
  let started: Promise<RunningStack> | undefined;

  const start = async (): Promise<RunningStack> => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clearway-bench-'));
    const port = await findFreePort();
    await mkdir(RESULTS_DIR, { recursive: true });
    log(`Starting the stack on port ${port} (server output: ${path.relative(process.cwd(), SERVER_LOG)})`);
    return startStack({ host: '127.0.0.1', port, dataDir, serverLogFile: SERVER_LOG, log });
  };

  return {
    log,
    stack: () => (started ??= start()),
    async dispose() {
      const stack = await started?.catch(() => undefined);
      await stack?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
