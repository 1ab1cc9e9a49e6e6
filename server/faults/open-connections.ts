import { readFile } from 'node:fs/promises';

/** /proc/net/tcp's state of a socket in TIME_WAIT (the kernel's alone: no process holds it) and of a listener. */
const TIME_WAIT = '06';
const LISTEN = '0A';

/**
 * The TCP connections of this machine (IPv4) with `port` at either end that some process still holds open,
 * from Linux's /proc/net/tcp: both ends of a loopback connection count.
 */
export async function openConnections(port: number): Promise<number> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const lines = (await readFile('/proc/net/tcp', 'utf8')).trim().split('\n').slice(1);
  return lines.filter((line) => {
    const [, local = '', remote = '', state = ''] = line.trim().split(/\s+/);
    const atPort = local.endsWith(`:${hexPort}`) || remote.endsWith(`:${hexPort}`);
    return atPort && state !== TIME_WAIT && state !== LISTEN;
  }).length;
}
