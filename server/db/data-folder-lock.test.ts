import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/free-port.ts';
import { startServer } from '../testing/spawn-script.ts';
import { DataFolderInUseError } from './data-folder-lock.ts';
import { openMigratedDatabase } from './open-database.ts';
import { writeMigratedPGliteFolder } from '../testing/migrated-pglite.ts';

const quiet = () => {};
const lockModule = fileURLToPath(new URL('./data-folder-lock.ts', import.meta.url));

/** Another process that claims `folder` and keeps it until it is killed. */
async function startHolder(folder: string) {
  const code = `const { lockDataFolder } = await import(${JSON.stringify(lockModule)}); lockDataFolder(${JSON.stringify(folder)}); console.log('locked'); setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  await once(child.stdout, 'data');
  return { child, exited };
}

describe('an embedded data folder opened by two processes', () => {
  let dataDir: string;
  let folder: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-lock-'));
    folder = path.join(dataDir, 'pglite');
    await writeMigratedPGliteFolder(folder);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a second server on the folder, naming the folder and the process that has it', { timeout: 120_000 }, async () => {
    const db = await openMigratedDatabase({ kind: 'pglite', dataDir: folder }, quiet);
    try {
      const port = await findFreePort();
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: dataDir, FDA_DATA_DIR: dataDir });
      try {
        const running = expect.poll(() => server.output().stdout, { timeout: 100_000, interval: 200 }).toContain('Clearway is running');
        expect(await Promise.race([server.exited, running.then(() => 'running')])).toBe(1);
      } finally {
        server.child.kill('SIGKILL');
      }
      expect(server.output().stderr).toContain(
        `Clearway could not start: The database folder ${folder} is in use by another Clearway process (pid ${process.pid} on ${os.hostname()}`,
      );
      await expect(openMigratedDatabase({ kind: 'pglite', dataDir: folder }, quiet)).rejects.toThrow(DataFolderInUseError);
    } finally {
      await db.destroy();
    }
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it('takes over the lock of a process that was killed', { timeout: 60_000 }, async () => {
    const holder = await startHolder(folder);
    try {
      await expect(openMigratedDatabase({ kind: 'pglite', dataDir: folder }, quiet)).rejects.toThrow(`(pid ${holder.child.pid} on`);
    } finally {
      holder.child.kill('SIGKILL');
      await holder.exited;
    }
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8'))).toMatchObject({ pid: holder.child.pid });

    const db = await openMigratedDatabase({ kind: 'pglite', dataDir: folder }, quiet);
    try {
      expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    } finally {
      await db.destroy();
    }
  });
});
