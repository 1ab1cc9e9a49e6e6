import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from './free-port';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/clearway */
  url: string;
  /** Stops the cluster and removes its folder. Safe to call twice. */
  stop(): Promise<void>;
}

/** The bin folder of the newest PostgreSQL installed the Debian way (/usr/lib/postgresql/<version>/bin). */
export function postgresBinDir(root = POSTGRES_ROOT): string {
  const versions = (() => {
    try {
      return readdirSync(root).filter((name) => /^\d+(\.\d+)?$/.test(name));
    } catch {
      return [];
    }
  })().sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error(`No PostgreSQL found under ${root} (apt-get install postgresql), or set DATABASE_URL`);
  return path.join(root, newest, 'bin');
}

/**
 * Starts a PostgreSQL cluster of its own in a temporary folder on a free port of 127.0.0.1, with a database
 * `clearway`, as .ci/run does: initdb refuses to run as root, so as root the cluster belongs to the
 * `postgres` OS user (the postgresql package creates it).
 */
export async function startThrowawayPostgres(log: (line: string) => void = () => {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const asPostgres = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);

  const dir = await mkdtemp(path.join(tmpdir(), 'clearway-pg-'));
  const dataDir = path.join(dir, 'data');
  let started = false;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (started) await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    })());

  try {
    if (asRoot) {
      const idOf = (flag: string) =>
        run('id', [flag, 'postgres']).then(
          ({ stdout }) => Number(stdout.trim()),
          () => {
            throw new Error('Running as root, the throwaway PostgreSQL needs the postgres OS user (apt-get install postgresql creates it)');
          },
        );
      await chown(dir, await idOf('-u'), await idOf('-g'));
    }
    const port = await findFreePort();
    log(`Starting a throwaway PostgreSQL (${path.basename(path.dirname(bin))}) on 127.0.0.1:${port} in ${dir}`);
    await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    await asPostgres('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o', `-h 127.0.0.1 -p ${port} -k ${dir}`, 'start']);
    started = true;
    await asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'clearway']);
    return { url: `postgres://postgres@127.0.0.1:${port}/clearway`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
