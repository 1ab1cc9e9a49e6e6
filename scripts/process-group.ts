import { spawn, type StdioOptions } from 'node:child_process';
import { constants } from 'node:os';
import type { Readable } from 'node:stream';

export interface GroupProcess {
  pid: number;
  /** Set when stdio asks for a pipe. */
  stdout: Readable | null;
  /** Resolves with the exit code (128 + signal number when killed by a signal). */
  exited: Promise<number>;
  /** SIGTERM to the whole group, SIGKILL after graceMs; resolves with the exit code. */
  stop(graceMs?: number): Promise<number>;
}

export interface SpawnGroupOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdio: StdioOptions;
}

function exitCode(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  return 128 + (signal ? constants.signals[signal] : 0);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Starts a command as the leader of a new process group, so that stopping it also stops everything it
 * started (tsx's inner node process, for example) and a terminal's Ctrl+C reaches only our own process.
 */
export function spawnGroup(command: string, args: readonly string[], options: SpawnGroupOptions): GroupProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(exitCode(code, signal)));
  });
  exited.catch(() => {}); // a spawn failure is reported to whoever awaits exited, not as an unhandled rejection
  if (child.pid === undefined) {
    return { pid: -1, stdout: child.stdout, exited, stop: () => exited };
  }
  const pid = child.pid;

  const stop = async (graceMs = 10_000): Promise<number> => {
    // The group is signalled even when its leader is gone, to reach children it left behind.
    signalGroup(pid, 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), graceMs);
    });
    const first = await Promise.race([exited, timedOut]).catch(() => undefined);
    clearTimeout(timer);
    if (first === 'timeout') signalGroup(pid, 'SIGKILL');
    return exited;
  };
  return { pid, stdout: child.stdout, exited, stop };
}
