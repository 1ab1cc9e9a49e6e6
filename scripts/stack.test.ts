import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAuthEmulator, type RunningEmulator } from './auth-emulator';
import { findFreePort } from './free-port';
import { SERVER_STOP_GRACE_MS, startStack, type StackOptions } from './stack';

// A stand-in for server/main.ts at the process edge: it answers /api/health, reports the environment it
// was given on /env and exits with a chosen code on /exit.
const FAKE_SERVER = `
import { createServer } from 'node:http';
if (process.env.FAKE_EXIT_AT_BOOT) process.exit(Number(process.env.FAKE_EXIT_AT_BOOT));
if (process.env.FAKE_IGNORE_SIGTERM) process.on('SIGTERM', () => console.log('SIGTERM ignored'));
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/api/health') return res.end(JSON.stringify({ status: 'ok' }));
  if (url.pathname === '/env') {
    const { PORT, HOST, DATA_DIR, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_PROJECT_ID } = process.env;
    return res.end(JSON.stringify({ PORT, HOST, DATA_DIR, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_PROJECT_ID }));
  }
  if (url.pathname === '/exit') { res.end(); setTimeout(() => process.exit(Number(url.searchParams.get('code'))), 10); return; }
  res.writeHead(404).end();
});
server.listen(Number(process.env.PORT), process.env.HOST, () => console.log('fake server up'));
`;

let root: string;
let emulator: RunningEmulator;

// Started once here, so every stack below reuses it instead of starting its own.
beforeAll(async () => {
  emulator = await ensureAuthEmulator();
  root = await mkdtemp(path.join(tmpdir(), 'clearway-stack-'));
  await writeFile(path.join(root, 'fake-server.mjs'), FAKE_SERVER);
  await mkdir(path.join(root, 'dist'));
  await writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html>');
});
afterAll(async () => {
  await emulator.stop();
  await rm(root, { recursive: true, force: true });
});

async function options(extra: Partial<StackOptions> = {}): Promise<StackOptions> {
  return {
    root,
    serverEntry: 'fake-server.mjs',
    host: '127.0.0.1',
    port: await findFreePort(),
    dataDir: path.join(root, 'data'),
    serverLogFile: path.join(root, 'server.log'),
    healthTimeoutMs: 20_000,
    ...extra,
  };
}

describe('startStack', () => {
  it('starts the server with the Auth emulator address and stops it', async () => {
    const stack = await startStack(await options());
    const env = (await (await fetch(`${stack.url}/env`)).json()) as Record<string, string>;
    expect(env.DATA_DIR).toBe(path.join(root, 'data'));
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBe(emulator.host);
    expect(env.FIREBASE_PROJECT_ID).toBeTruthy();
    expect(await readFile(path.join(root, 'server.log'), 'utf8')).toContain('fake server up');

    await stack.stop();
    await expect(stack.serverExited).resolves.toBe(128 + 15);
    await expect(fetch(`${stack.url}/api/health`)).rejects.toThrow();
  });

  it('reports the code the server exits with', async () => {
    const stack = await startStack(await options());
    await fetch(`${stack.url}/exit?code=7`);
    await expect(stack.serverExited).resolves.toBe(7);
    await stack.stop();
  });

  it('fails at once, naming the code, when the server exits before it is healthy', async () => {
    process.env.FAKE_EXIT_AT_BOOT = '3';
    try {
      await expect(startStack(await options())).rejects.toThrow('The server exited with code 3 before it was ready');
    } finally {
      delete process.env.FAKE_EXIT_AT_BOOT;
    }
  });

  it('empties DATA_DIR first when asked for fresh data', async () => {
    const dataDir = path.join(root, 'fresh');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'old-row'), 'x');
    const stack = await startStack(await options({ dataDir, freshData: true }));
    expect(existsSync(path.join(dataDir, 'old-row'))).toBe(false);
    await stack.stop();
  });

  it('refuses a busy port before it starts anything, saying so', async () => {
    const busy = createServer();
    const port = await findFreePort();
    await new Promise<void>((resolve) => busy.listen(port, '127.0.0.1', resolve));
    const logFile = path.join(root, 'busy.log');
    const lines: string[] = [];
    try {
      await expect(startStack(await options({ port, serverLogFile: logFile, log: (line) => lines.push(line) }))).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use`,
      );
      expect(existsSync(logFile)).toBe(false);
      expect(lines).toEqual([]);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it('kills a server that ignores SIGTERM once its grace period is over', async () => {
    process.env.FAKE_IGNORE_SIGTERM = '1';
    try {
      const stack = await startStack(await options());
      const started = Date.now();
      await stack.stop();
      await expect(stack.serverExited).resolves.toBe(128 + 9);
      expect(Date.now() - started).toBeGreaterThanOrEqual(SERVER_STOP_GRACE_MS);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      delete process.env.FAKE_IGNORE_SIGTERM;
    }
  });
});
