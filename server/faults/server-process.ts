import path from 'node:path';
import { findFreePort } from '../../scripts/free-port.ts';
import { startServerProcess } from '../../scripts/server-process.ts';

export interface KillableServer {
  url: string;
  /** SIGKILL: no shutdown hook runs, no write is finished. Resolves once the process is gone; again, at once. */
  kill(): Promise<void>;
}

/**
 * The real server (server/main.ts) as a child process on a free port, once /api/health answers. `DATA_DIR`
 * is also its FDA_DATA_DIR and STATIC_DIR, which hold no FDA files and no app, so it starts without FDA data
 * at once; its output goes to DATA_DIR/server.log. `env` adds to that (DATABASE_URL: '' keeps PGlite).
 */
export async function startKillableServer(env: { DATA_DIR: string } & Record<string, string>): Promise<KillableServer> {
  const server = await startServerProcess({
    port: await findFreePort(),
    env: {
      DATABASE_URL: '',
      FDA_DATA_DIR: env.DATA_DIR,
      STATIC_DIR: env.DATA_DIR,
      RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
      LOG_LEVEL: 'warn',
      ...env,
    },
    logFile: path.join(env.DATA_DIR, 'server.log'),
  });
  let exited = false;
  void server.exited.then(() => (exited = true));
  return {
    url: server.url,
    async kill() {
      // Once it has exited its pid may be another process's.
      if (!exited) process.kill(server.pid, 'SIGKILL');
      await server.exited;
    },
  };
}
