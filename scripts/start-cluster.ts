import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { databaseSourceFromConfig, openMigratedDatabase } from '../server/db/open-database.ts';
import { holdsFdaData } from '../server/importer/fda-import.ts';
import { ensureAuthEmulator, FIREBASE_PROJECT_ID } from './auth-emulator';
import { buildIfStale } from './build-if-stale';
import { startCluster, type RunningCluster } from './cluster';
import { readClusterConfig, type ClusterConfig } from './cluster-config';
import { assertPortFree } from './free-port';
import { spawnGroup } from './process-group';
import { REPO_ROOT, repoBin } from './repo-root';
import { SERVER_STOP_GRACE_MS } from './stack';
import { stopOnSignals } from './stop-signals';

const log = (line: string) => console.log(`[cluster] ${line}`);

/**
 * Imports the FDA data with the importer CLI when the database holds none, before any server starts: the
 * servers would otherwise each find it missing and import it at once.
 */
async function importIfMissing({ databaseUrl, dataDir }: ClusterConfig, signal: AbortSignal): Promise<void> {
  const db = await openMigratedDatabase(databaseSourceFromConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }), log);
  try {
    if (await holdsFdaData(db)) return;
  } finally {
    await db.destroy();
  }
  log('The database holds no FDA data yet: importing it once before the servers start.');
  const importer = spawnGroup(repoBin('tsx'), [path.join('server', 'importer', 'cli.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => void importer.stop(SERVER_STOP_GRACE_MS);
  signal.addEventListener('abort', stop, { once: true });
  const code = await importer.exited.finally(() => signal.removeEventListener('abort', stop));
  signal.throwIfAborted();
  if (code !== 0) throw new Error(`The FDA import failed (exit code ${code}); the servers were not started`);
}

/**
 * `npm run start:cluster`: PROCESSES servers on one PostgreSQL (DATABASE_URL) behind the local balancer on
 * HOST:PORT, with the Auth emulator and the built SPA as `npm start` has them. Ctrl+C or SIGTERM stops every
 * server, then the emulator it started, within 10 s; so does any server exiting on its own.
 */
async function main(): Promise<number> {
  const config = readClusterConfig(REPO_ROOT, process.env);
  const { signal, stopped } = stopOnSignals(log);
  await assertPortFree(config.host, config.port);
  await mkdir(config.dataDir, { recursive: true });

  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    const [emulator, build] = await Promise.allSettled([ensureAuthEmulator(), buildIfStale(REPO_ROOT, log, signal)]);
    if (emulator.status === 'fulfilled') {
      log(`${emulator.value.owned ? 'Started' : 'Reusing'} the Firebase Auth emulator at ${emulator.value.host}`);
      cleanups.push(() => emulator.value.stop());
    }
    if (build.status === 'rejected') throw build.reason;
    if (emulator.status === 'rejected') throw emulator.reason;
    signal.throwIfAborted();

    await importIfMissing(config, signal);
    const cluster: RunningCluster = await startCluster({
      ...config,
      emulatorHost: emulator.value.host,
      env: { FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID || FIREBASE_PROJECT_ID },
      signal,
      log,
    });
    cleanups.push(() => cluster.stop(SERVER_STOP_GRACE_MS));
    for (const [i, server] of cluster.servers.entries()) log(`Server ${i + 1}: ${server.url} (pid ${server.pid})`);
    console.log(`\n  Clearway is ready at ${cluster.url} (${config.processes} server processes behind the balancer)\n`);

    const outcome = await Promise.race([stopped, ...cluster.servers.map((server) => server.exited.then((code) => ({ server, code })))]);
    if (outcome === 'stop') return 0;
    log(`The server at ${outcome.server.url} exited with code ${outcome.code}; stopping the others.`);
    return outcome.code === 0 ? 1 : outcome.code;
  } catch (error) {
    if (signal.aborted) return 0;
    throw error;
  } finally {
    // In reverse order of starting: the servers, then the emulator.
    while (cleanups.length > 0) await cleanups.pop()!().catch(() => {});
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
