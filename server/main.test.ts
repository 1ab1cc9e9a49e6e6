import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../scripts/free-port.ts';
import { WARMED_UP_MESSAGE } from './modules/ai/warm-up.ts';
import { startServer } from './testing/spawn-script.ts';



describe('server/main.ts', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a bad configuration with the reason and exit code 1', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (was "abc")',
    );
  });

  it('starts on HOST:PORT with a database in DATA_DIR, and stops cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    const port = await findFreePort();
    // An FDA folder without FDA files: the start-up import finds nothing to load and the server starts at once.
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: dataDir, FDA_DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    try {
      const url = `http://127.0.0.1:${port}`;
      await expect
        .poll(() => server.output().stdout, { timeout: 100_000, interval: 200 })
        .toContain(`Clearway is running at ${url}`);
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

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output().stderr).toBe('');
    } finally {
      // A failed assertion above must not leave the server running.
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    }
  });
});
