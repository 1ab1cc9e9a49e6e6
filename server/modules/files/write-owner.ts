import { hostname } from 'node:os';
import { isRunning, startTicksOf } from '../../process-identity.ts';

/** A write whose writer is on another machine, or not named as THIS_WRITER names one, is abandoned after this long. */
const UNKNOWN_WRITER_GRACE_MS = 60 * 60 * 1000;

/**
 * Who is writing, as `host+pid+start time` (the process's start in clock ticks, so that a pid used again is
 * not taken for it; '+' is in no host name, and may stand in a file name).
 */
export const THIS_WRITER = `${hostname()}+${process.pid}+${startTicksOf(process.pid) ?? 'unknown'}`;

/**
 * Whether the writer of a write begun at `since` can no longer finish it: on this host, when its process is
 * gone; on another host, or when the writer is not named as THIS_WRITER names one, an hour after it began.
 */
export function isAbandoned(writer: string, since: Date, now = Date.now()): boolean {
  const [host, pid, startTicks, ...rest] = writer.split('+');
  if (host !== hostname() || !/^\d+$/.test(pid ?? '') || startTicks === undefined || rest.length > 0) {
    return now - since.getTime() > UNKNOWN_WRITER_GRACE_MS;
  }
  return !isRunning({ host, pid: Number(pid), startTicks: startTicks === 'unknown' ? null : startTicks });
}
