import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** A process as a lock or a write names it. */
export interface RunningProcess {
  pid: number;
  host: string;
  /** The process's start time in clock ticks since boot (Linux), so that a pid used again is not taken for it. */
  startTicks: string | null;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Field 22 of /proc/<pid>/stat, after the command name in parentheses (which may hold spaces); null off Linux. */
export function startTicksOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process is still the one named (a process of another host is assumed to run: it cannot be asked). */
export function isRunning(holder: RunningProcess): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (errorCode(error) !== 'EPERM') return false;
  }
  const ticks = startTicksOf(holder.pid);
  return holder.startTicks === null || ticks === null || ticks === holder.startTicks;
}
