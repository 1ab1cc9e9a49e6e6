import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres';

export interface BenchPostgres {
  /** A fresh, empty database for the suite. */
  url: string;
  /** Where it lives, for the results: the server of DATABASE_URL, or a throwaway cluster. */
  where: string;
  /** Drops the database (or stops and removes the cluster). */
  dispose(): Promise<void>;
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty PostgreSQL database for a bench suite: a throwaway database on the server of DATABASE_URL when it
 * is set (its own data stays untouched), else a throwaway cluster of its own.
 */
export async function benchPostgres(log: (line: string) => void): Promise<BenchPostgres> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const cluster = await startThrowawayPostgres(log);
    return { url: cluster.url, where: 'a throwaway cluster', dispose: cluster.stop };
  }
  const name = `clearway_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  log(`Created the database ${name} on ${url.host} (DATABASE_URL's server) for the bench`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    where: `a throwaway database on DATABASE_URL's server (${url.host})`,
    dispose: () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
