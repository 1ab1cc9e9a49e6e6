import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import pg from 'pg';
import { expect, it } from 'vitest';
import { postgresBinDir, startThrowawayPostgres } from './throwaway-postgres';

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

it('starts a cluster of its own with a clearway database, and stops it leaving nothing behind', async () => {
  const lines: string[] = [];
  const postgres = await startThrowawayPostgres((line) => lines.push(line));
  const port = Number(new URL(postgres.url).port);
  const folder = /in (\S+)$/.exec(lines[0]!)![1]!;
  try {
    expect(postgres.url).toBe(`postgres://postgres@127.0.0.1:${port}/clearway`);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client.query<{ db: string }>('select current_database() as db');
    await client.end();
    expect(rows).toEqual([{ db: 'clearway' }]);
  } finally {
    await postgres.stop();
  }
  expect(existsSync(folder)).toBe(false);
  expect(await refused(port)).toBe(true);
  await postgres.stop();
});

it('names what to install when there is no PostgreSQL', () => {
  expect(() => postgresBinDir('/nonexistent')).toThrow('No PostgreSQL found under /nonexistent (apt-get install postgresql), or set DATABASE_URL');
});
