import { startBalancer, type RunningBalancer } from './balancer';
import { findFreePort } from './free-port';
import { buildServerBundle } from './server-bundle';
import { startServerProcess, type ServerProcess } from './server-process';

export interface ClusterOptions {
  /** How many server processes. */
  processes: number;
  /** The PostgreSQL they share (the processes do not start on PGlite: its folder is one process's). */
  databaseUrl: string;
  /** Their shared DATA_DIR: local file uploads and the file-link secret live there. */
  dataDir: string;
  emulatorHost: string;
  /** Where the balancer listens; port 0 lets the OS pick. */
  host?: string;
  port?: number;
  /** Over the environment of every server process. */
  env?: NodeJS.ProcessEnv;
  /** Every server's output is appended here; without it, it goes to this process's stdout/stderr. */
  serverLogFile?: string;
  healthTimeoutMs?: number;
  /** Aborting while the servers start stops them and rejects. */
  signal?: AbortSignal;
  log?: (line: string) => void;
}

export interface RunningCluster {
  /** The balancer's address: what users open. */
  url: string;
  /** Each server process, reachable directly too. */
  servers: ServerProcess[];
  balancer: RunningBalancer;
  /** Stops the balancer, then every server at once (SIGTERM, SIGKILL after graceMs). Safe to call twice. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts `processes` Clearway servers on one PostgreSQL, each on a free port of 127.0.0.1, and the balancer in
 * front of them. The servers trust the balancer's X-Forwarded-For (TRUST_PROXY=127.0.0.1), so that each sees
 * the client's address. The database should hold the FDA data already: each server would import it otherwise.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  if (!Number.isInteger(options.processes) || options.processes < 1) throw new Error(`A cluster needs 1 or more processes (got ${options.processes})`);
  const log = options.log ?? (() => {});
  const ports = await Promise.all(Array.from({ length: options.processes }, () => findFreePort()));
  log(`Starting ${options.processes} server processes on ports ${ports.join(', ')}`);
  const bundle = await buildServerBundle();
  const started = await Promise.allSettled(
    ports.map((port) =>
      startServerProcess({
        port,
        bundle,
        logFile: options.serverLogFile,
        healthTimeoutMs: options.healthTimeoutMs,
        signal: options.signal,
        env: {
          DATABASE_URL: options.databaseUrl,
          DATA_DIR: options.dataDir,
          FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost,
          TRUST_PROXY: '127.0.0.1',
          ...options.env,
        },
      }),
    ),
  );
  const servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const stopServers = (graceMs?: number) => Promise.all(servers.map((server) => server.stop(graceMs))).then(() => {});
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await stopServers();
    throw failed.reason;
  }
  let balancer: RunningBalancer;
  try {
    balancer = await startBalancer({ upstreams: servers.map((server) => server.url), host: options.host, port: options.port });
  } catch (error) {
    await stopServers();
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return {
    url: balancer.url,
    servers,
    balancer,
    stop: (graceMs) => (stopping ??= balancer.close().then(() => stopServers(graceMs))),
  };
}
