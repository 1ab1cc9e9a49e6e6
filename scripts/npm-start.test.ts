import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from './free-port';
import { REPO_ROOT } from './repo-root';

/** Every process below `root`, read from /proc (Linux). */
function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: the parent pid is the second field after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf-8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone while we read.
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => (children.get(pid) ?? []).forEach((child) => (found.push(child), visit(child)));
  visit(root);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  let dataDir: string;
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stops the server and every process it started within 10 s of a SIGTERM to npm itself', { timeout: 420_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clearway-npm-start-'));
    const port = await findFreePort();
    // No FDA files to import from: the server starts at once without FDA data.
    const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, FDA_DATA_DIR: path.join(dataDir, 'no-fda-files') };
    const npm = spawn('npm', ['start'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    let output = '';
    const ready = new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Clearway is ready')) resolve();
      };
      npm.stdout.on('data', read);
      npm.stderr.on('data', read);
      void exited.then(() => reject(new Error(`npm start exited before it was ready:\n${output}`)));
    });
    await ready;
    const started = descendantsOf(npm.pid!);
    expect(started.length).toBeGreaterThanOrEqual(2);

    const stopAt = Date.now();
    npm.kill('SIGTERM');
    await exited;
    while (started.some(alive) && Date.now() - stopAt < 15_000) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started.filter(alive)).toEqual([]);
    expect(Date.now() - stopAt).toBeLessThan(10_000);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
