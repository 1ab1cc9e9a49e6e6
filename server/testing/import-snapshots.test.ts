import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot, snapshotKey } from './import-snapshots.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'clearway-snapshots-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('snapshot', () => {
  it('makes a snapshot once, even when several ask at the same time, and reads it back afterwards', async () => {
    let makes = 0;
    const make = async () => {
      makes++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return new Blob(['imported data']);
    };
    const first = await Promise.all([snapshot('k1', make, dir), snapshot('k1', make, dir), snapshot('k1', make, dir)]);
    expect(makes).toBe(1);
    expect(first.filter((result) => result.made)).toHaveLength(1);
    for (const { blob } of first) expect(await blob.text()).toBe('imported data');

    const again = await snapshot('k1', make, dir);
    expect(again.made).toBe(false);
    expect(makes).toBe(1);
    expect(await readdir(dir)).toEqual(['k1.tar']);
  });

  it('stores nothing when making fails, so the next caller tries again', async () => {
    await expect(snapshot('k2', () => Promise.reject(new Error('Import failed: devices')), dir)).rejects.toThrow('Import failed: devices');
    expect(await readdir(dir)).toEqual([]);
    expect((await snapshot('k2', async () => new Blob(['ok']), dir)).made).toBe(true);
  });

  it('deletes snapshots unused for a day when it makes a new one', async () => {
    const old = path.join(dir, 'old.tar');
    await writeFile(old, 'stale');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    await utimes(old, twoDaysAgo, twoDaysAgo);
    await snapshot('k3', async () => new Blob(['new']), dir);
    expect(await readdir(dir)).toEqual(['k3.tar']);
  });
});

describe('snapshotKey', () => {
  it('names the datasets regardless of their order, and tells sets apart', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'clearway-fda-'));
    try {
      await writeFile(path.join(folder, 'foiclass.txt'), 'PRODUCTCODE\nDQY');
      const ab = await snapshotKey(folder, ['devices', 'product-codes']);
      expect(await snapshotKey(folder, ['product-codes', 'devices'])).toBe(ab);
      expect(await snapshotKey(folder, ['devices'])).not.toBe(ab);
      expect(await snapshotKey(folder, 'all')).not.toBe(ab);
      await writeFile(path.join(folder, 'foiclass.txt'), 'PRODUCTCODE\nDQY\nDQA');
      expect(await snapshotKey(folder, ['devices', 'product-codes'])).not.toBe(ab);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
