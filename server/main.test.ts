import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

function startServer(env: Record<string, string>) {
  const child = spawn(tsx, ['server/main.ts'], { cwd: root, env: { ...process.env, LOG_LEVEL: 'error', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

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
    const port = await freePort();
    // An FDA folder without FDA files: the start-up import finds nothing to load and the server starts at once.
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: dataDir, FDA_DATA_DIR: dataDir });
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(() => server.output().stdout, { timeout: 100_000, interval: 200 })
      .toContain(`Clearway is running at ${url}`);

    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('x-request-id')).toMatch(/^req_/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output().stderr).toBe('');
  });
});
