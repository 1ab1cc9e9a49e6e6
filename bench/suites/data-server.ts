import { closeSync, openSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { spawnGroup } from '../../scripts/process-group';
import { REPO_ROOT, repoBin } from '../../scripts/repo-root';
import { startServerProcess } from '../../scripts/server-process';

export interface ServerEnv {
  dataDir: string;
  /** PostgreSQL to import into and serve from; unset: PGlite in dataDir. */
  databaseUrl?: string;
  fdaDataDir: string;
  /** Appended with the output of the import and the server. */
  logFile: string;
  /** More settings for the importer (a download install's base URLs, for one). */
  env?: NodeJS.ProcessEnv;
}

function logTo(file: string): number {
  return openSync(file, 'a');
}

/**
 * Runs the importer CLI on a fresh database; resolves with its wall time, rejects when it fails.
 * `onStart` gets the CLI's process group id (tsx and the node process it starts).
 */
export async function importWithCli({ dataDir, fdaDataDir, logFile, databaseUrl, env = {} }: ServerEnv, onStart?: (groupId: number) => void): Promise<number> {
  const log = logTo(logFile);
  const started = performance.now();
  try {
    const cli = spawnGroup(repoBin('tsx'), [path.join('server', 'importer', 'cli.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, FDA_DATA_DIR: fdaDataDir, DATABASE_URL: databaseUrl ?? '', ...env },
      stdio: ['ignore', log, log],
    });
    onStart?.(cli.pid);
    const code = await cli.exited;
    if (code !== 0) throw new Error(`The importer exited with code ${code} (output in ${logFile})`);
    return (performance.now() - started) / 1000;
  } finally {
    closeSync(log);
  }
}

export interface DataServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The Clearway server on the imported database, as one node process. The rate limit is lifted and request
 * logging quietened: the bench measures the server, not the limiter (tested on its own) or the log.
 */
export async function startDataServer(
  { dataDir, logFile, databaseUrl }: ServerEnv,
  { port, emulatorHost, projectId, env = {} }: { port: number; emulatorHost: string; projectId: string; env?: NodeJS.ProcessEnv },
): Promise<DataServer> {
  const server = await startServerProcess({
    port,
    logFile,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      FIREBASE_PROJECT_ID: projectId,
      RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  return { url: server.url, pid: server.pid, stop: async () => void (await server.stop()) };
}

/** Resident memory of a process, in MB (1e6 bytes), from /proc (Linux). */
export async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf-8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`No VmRSS for process ${pid}`);
  return Math.round((Number(kilobytes) * 1024) / 1e6);
}

/** Resident memory of every process in a process group, summed, in MB (1e6 bytes), from /proc (Linux). */
export async function groupResidentMegabytes(groupId: number): Promise<number> {
  let kilobytes = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = await readFile(`/proc/${entry}/stat`, 'utf-8');
      // The fields after the command's closing parenthesis: state, ppid, pgrp, ...
      const pgrp = Number(status.slice(status.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp === groupId) kilobytes += Number(/^VmRSS:\s+(\d+) kB$/m.exec(await readFile(`/proc/${entry}/status`, 'utf-8'))?.[1] ?? 0);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return Math.round((kilobytes * 1024) / 1e6);
}
