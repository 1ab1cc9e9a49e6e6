import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LINK_SECRET_FILE, loadLinkSecret } from './link-secret.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'clearway-secret-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the link secret', () => {
  it('uses FILE_URL_SECRET when set, and writes nothing', async () => {
    const secret = await loadLinkSecret(dir, 'configured-secret-of-enough-length!!');
    expect(secret.toString()).toBe('configured-secret-of-enough-length!!');
    await expect(stat(path.join(dir, LINK_SECRET_FILE))).rejects.toThrow();
  });

  it('makes one secret, private to the owner, and every caller gets the same one', async () => {
    const dataDir = path.join(dir, 'not-yet-there');
    const secrets = await Promise.all([1, 2, 3, 4].map(() => loadLinkSecret(dataDir, undefined)));
    const first = secrets[0]!.toString();
    expect(first.length).toBeGreaterThanOrEqual(32);
    for (const secret of secrets) expect(secret.toString()).toBe(first);
    expect((await readFile(path.join(dataDir, LINK_SECRET_FILE), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dataDir, LINK_SECRET_FILE))).mode & 0o077).toBe(0);
    expect((await loadLinkSecret(dataDir, undefined)).toString()).toBe(first);
  });

  it('refuses a secret file that was emptied, saying what to do', async () => {
    await writeFile(path.join(dir, LINK_SECRET_FILE), '\n');
    await expect(loadLinkSecret(dir, undefined)).rejects.toThrow(/delete it to have a new one made, or set FILE_URL_SECRET/);
  });
});
