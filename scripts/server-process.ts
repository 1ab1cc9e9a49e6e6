import { closeSync, openSync } from 'node:fs';
import { spawnGroup } from './process-group';
import { REPO_ROOT } from './repo-root';
import { buildServerBundle } from './server-bundle';
import { browserUrl } from './start-config';
import { waitForHttp } from './wait-for';

export interface ServerProcessOptions {
  port: number;
  host?: string;
  /** Over this process's environment (HOST and PORT are set from the options). */
  env: NodeJS.ProcessEnv;
  /** The server's output is appended to this file; without one it goes to this process's stdout/stderr. */
  logFile?: string;
  /** A server on a database without FDA data imports it before it listens: minutes. */
  healthTimeoutMs?: number;
  /** Aborting while it starts stops it and rejects. */
  signal?: AbortSignal;
  /** The server's bundle when the caller built it already (a cluster builds it once); else it is built here. */
  bundle?: string;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resolves with the exit code (128 + signal number when killed by a signal). */
  exited: Promise<number>;
  /** SIGTERM, SIGKILL after graceMs; resolves with the exit code. */
  stop(graceMs?: number): Promise<number>;
}

/**
 * The Clearway server (server/main.ts, bundled: scripts/server-bundle.ts) as one node process, so that its pid
 * is the server's own; resolves once /api/health answers, rejects (and stops it) when it exits first or is late.
 */
export async function startServerProcess({ port, host = '127.0.0.1', env, logFile, healthTimeoutMs = 120_000, signal, bundle }: ServerProcessOptions): Promise<ServerProcess> {
  const entry = bundle ?? (await buildServerBundle());
  const log = logFile === undefined ? undefined : openSync(logFile, 'a');
  const server = (() => {
    try {
      return spawnGroup(process.execPath, [entry], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env, HOST: host, PORT: String(port) },
        stdio: log === undefined ? ['ignore', 'inherit', 'inherit'] : ['ignore', log, log],
      });
    } finally {
      if (log !== undefined) closeSync(log);
    }
  })();
  const url = browserUrl(host, port);
  const exitedEarly = new AbortController();
  void server.exited.then(
    (code) => exitedEarly.abort(new Error(`The server on port ${port} exited with code ${code} before it was ready${logFile ? ` (output in ${logFile})` : ''}`)),
    (error: unknown) => exitedEarly.abort(error),
  );
  try {
    const giveUp = signal ? AbortSignal.any([exitedEarly.signal, signal]) : exitedEarly.signal;
    await waitForHttp(`${url}/api/health`, { timeoutMs: healthTimeoutMs, signal: giveUp });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url, pid: server.pid, exited: server.exited, stop: (graceMs) => server.stop(graceMs) };
}
