import { openSync, closeSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { ensureAuthEmulator, FIREBASE_PROJECT_ID, type RunningEmulator } from './auth-emulator';
import { buildIfStale } from './build-if-stale';
import { assertPortFree } from './free-port';
import { spawnGroup, type GroupProcess } from './process-group';
import { REPO_ROOT } from './repo-root';
import { buildServerBundle, nodeArgumentsFor } from './server-bundle';
import { browserUrl } from './start-config';
import { waitForHttp } from './wait-for';

export interface StackOptions {
  host: string;
  port: number;
  /** Absolute DATA_DIR for the server. */
  dataDir: string;
  /** Delete dataDir before the server starts. */
  freshData?: boolean;
  /** Server output goes to this file (appended) instead of this process's stdout/stderr. */
  serverLogFile?: string;
  log?: (line: string) => void;
  healthTimeoutMs?: number;
  /** Aborting while the stack starts stops what was started and rejects. */
  signal?: AbortSignal;
  root?: string;
  /** The server's entry, relative to root; by default server/main.ts bundled (scripts/server-bundle.ts). */
  serverEntry?: string;
  /** Settings for the server over this process's environment; undefined leaves one unset. */
  env?: Record<string, string | undefined>;
}

/**
 * `npm start` stops within 10 s of Ctrl+C or SIGTERM: the server gets this long to finish its requests and
 * close the database before it is killed, the Auth emulator the rest (EMULATOR_STOP_GRACE_MS).
 */
export const SERVER_STOP_GRACE_MS = 5_000;

export interface RunningStack {
  url: string;
  /** Resolves with the server's exit code when it exits on its own or is stopped. */
  serverExited: Promise<number>;
  /** Stops the server, then the Auth emulator if this stack started it. Safe to call twice. */
  stop(): Promise<void>;
}

type ResolvedOptions = StackOptions & { root: string; serverEntry: string };

async function startEmulator(log: (line: string) => void): Promise<RunningEmulator> {
  const emulator = await ensureAuthEmulator();
  log(`${emulator.owned ? 'Started' : 'Reusing'} the Firebase Auth emulator at ${emulator.host}`);
  return emulator;
}

/** The environment with `settings` over it, a setting given as undefined removed. */
function withSettings(environment: NodeJS.ProcessEnv, settings: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...environment, ...settings };
  for (const [name, value] of Object.entries(settings)) if (value === undefined) delete merged[name];
  return merged;
}

function startServer(options: ResolvedOptions, emulatorHost: string): GroupProcess {
  const logFd = options.serverLogFile ? openSync(options.serverLogFile, 'a') : undefined;
  try {
    return spawnGroup(process.execPath, nodeArgumentsFor(options.serverEntry), {
      cwd: options.root,
      env: {
        ...withSettings(process.env, options.env),
        HOST: options.host,
        PORT: String(options.port),
        DATA_DIR: options.dataDir,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID || FIREBASE_PROJECT_ID,
      },
      stdio: logFd === undefined ? ['ignore', 'inherit', 'inherit'] : ['ignore', logFd, logFd],
    });
  } finally {
    if (logFd !== undefined) closeSync(logFd);
  }
}

/** Rejects when the server exits before it is healthy, so the health wait ends at once. */
function abortOnExit(server: GroupProcess): AbortSignal {
  const controller = new AbortController();
  server.exited.then(
    (code) => controller.abort(new Error(`The server exited with code ${code} before it was ready`)),
    (error: unknown) => controller.abort(error),
  );
  return controller.signal;
}

/**
 * Refuses a busy port before it starts anything; then builds the SPA if stale (while the Auth emulator
 * starts), starts the server with the emulator's address and waits for /api/health.
 */
export async function startStack(input: StackOptions): Promise<RunningStack> {
  const root = input.root ?? REPO_ROOT;
  const log = input.log ?? (() => {});
  await assertPortFree(input.host, input.port);
  const cleanups: Array<() => Promise<unknown>> = [];
  // Stops in reverse order of starting; a failing step must not keep the rest from being stopped.
  const stopAll = async () => {
    while (cleanups.length > 0) await cleanups.pop()!().catch(() => {});
  };

  try {
    const [emulator, build, entry] = await Promise.allSettled([
      startEmulator(log),
      buildIfStale(root, log, input.signal),
      input.serverEntry ?? buildServerBundle(root),
    ]);
    if (emulator.status === 'fulfilled') cleanups.push(() => emulator.value.stop());
    if (build.status === 'rejected') throw build.reason;
    if (entry.status === 'rejected') throw entry.reason;
    if (emulator.status === 'rejected') throw emulator.reason;
    const options: ResolvedOptions = { ...input, root, serverEntry: entry.value };
    options.signal?.throwIfAborted();

    if (options.freshData) await rm(options.dataDir, { recursive: true, force: true });
    const server = startServer(options, emulator.value.host);
    cleanups.push(() => server.stop(SERVER_STOP_GRACE_MS));

    const url = browserUrl(options.host, options.port);
    const giveUp = [abortOnExit(server), ...(options.signal ? [options.signal] : [])];
    await waitForHttp(`${url}/api/health`, {
      // On a database without FDA data the server imports it before it listens (a few minutes).
      timeoutMs: options.healthTimeoutMs ?? 420_000,
      signal: AbortSignal.any(giveUp),
    });
    let stopping: Promise<void> | undefined;
    return { url, serverExited: server.exited, stop: () => (stopping ??= stopAll()) };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
