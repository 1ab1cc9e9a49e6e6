import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../scripts/free-port.ts';
import { openMigratedDatabase } from './db/open-database.ts';
import { WARMED_UP_MESSAGE } from './modules/ai/warm-up.ts';
import { makeFdaTestFolder, type FdaTestFolder } from './testing/fda-test-folder.ts';
import { fdaUnreachable } from './testing/offline.ts';
import { rawLines } from './testing/raw-fda-files.ts';
import { startServer, type RunningScript } from './testing/spawn-script.ts';

const offline = await fdaUnreachable();

/** Starts the server and waits for its 'Clearway is running' line. */
async function startListening(env: Record<string, string>): Promise<{ server: RunningScript; url: string }> {
  const port = await findFreePort();
  const server = startServer({ DATABASE_URL: '', PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  try {
    await expect.poll(() => server.output().stdout, { timeout: 150_000, interval: 200 }).toContain(`Clearway is running at ${url}`);
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
  return { server, url };
}

/** Stops the server with SIGTERM and expects a clean exit; a failed check before it must not leave it running. */
async function stopCleanly(server: RunningScript): Promise<string> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.output().stderr).toBe('');
  return server.output().stdout;
}

async function runUntilListening(env: Record<string, string>): Promise<string> {
  return stopCleanly((await startListening(env)).server);
}

describe('server/main.ts', () => {
  it('refuses a bad configuration with the reason and exit code 1', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain('Invalid configuration: PORT must be an integer between 1 and 65535 (was "abc")');
  });
});

describe('server start on a database without FDA data', () => {
  let folder: FdaTestFolder;
  let dataDir: string;
  beforeAll(async () => {
    folder = await makeFdaTestFolder();
    await folder.copy('classification/foiclass_2026-01-31.txt', '510k/decision_codes.csv', 'cfr21/part-870.md');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-start-'));
  });
  afterAll(async () => {
    await folder?.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  // One test, as each start is a server process: the second start is also the plain start's check.
  it('imports FDA_DATA_DIR before it listens, with progress lines and the summary; the next start does not, loads the AI indexes before it listens, answers on HOST:PORT and stops cleanly on SIGTERM', { timeout: 300_000 }, async () => {
    const env = { DATA_DIR: dataDir, STATIC_DIR: dataDir, FDA_DATA_DIR: folder.dir };
    const first = await runUntilListening(env);
    expect(first).toContain(`The database holds no FDA data yet: importing it from ${folder.dir} before the server starts.`);
    expect(first).toMatch(/product-codes: 7,039 rows in [\d.]+ s/);
    const summaryAt = first.indexOf('FDA data import: 5 of 14 datasets imported');
    expect(summaryAt).toBeGreaterThan(0);
    expect(summaryAt).toBeLessThan(first.indexOf('Clearway is running'));
    expect(first).toContain('NOT IMPORTED (no files): missing in');

    const { server, url } = await startListening({ ...env, LOG_LEVEL: 'info' });
    try {
      // The AI indexes are loaded before it listens, not on the first user's classification. Both lines come
      // through pino's one stream, in order; the console's 'Clearway is running' may overtake pino's async writes.
      await expect.poll(() => server.output().stdout, { timeout: 10_000 }).toContain('Server listening at');
      const stdout = server.output().stdout;
      expect(stdout.indexOf(WARMED_UP_MESSAGE)).toBeGreaterThan(-1);
      expect(stdout.indexOf(WARMED_UP_MESSAGE)).toBeLessThan(stdout.indexOf('Server listening at'));

      const health = await fetch(`${url}/api/health`);
      const body: unknown = await health.json();
      expect(body).toMatchObject({ status: 'ok', database: 'ok' });
      expect(body).toHaveProperty('data');
      expect(health.headers.get('x-request-id')).toMatch(/^req_/);
      expect(await stopCleanly(server)).not.toContain('FDA data import');
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    }

    const db = await openMigratedDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const { n } = await db.selectFrom('fda_product_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(n).toBe(rawLines('classification/foiclass_2026-01-31.txt', 'latin1').length - 1);
    } finally {
      await db.destroy();
    }
  });

  it.runIf(offline)('starts without FDA data when there is no FDA_DATA_DIR and FDA cannot be reached, saying what it tried', { timeout: 150_000 }, async () => {
    const offlineDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-offline-'));
    try {
      const stdout = await runUntilListening({ DATA_DIR: offlineDir, STATIC_DIR: offlineDir, FDA_DATA_DIR: '', OPENFDA_BASE_URL: 'off' });
      expect(stdout).toContain('Could not download FDA data files');
      expect(stdout).toContain('https://www.accessdata.fda.gov/premarket/ftparea/foiclass.zip');
      expect(stdout).toContain('set FDA_DATA_DIR to a folder of FDA data files');
      expect(stdout).toContain('Starting without FDA data; import it later with `npm run data:import`.');
    } finally {
      await rm(offlineDir, { recursive: true, force: true });
    }
  });
});
