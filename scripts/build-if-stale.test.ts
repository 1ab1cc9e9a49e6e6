import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildStale, newestMtime } from './build-if-stale';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'clearway-build-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function writeAt(relative: string, secondsSinceEpoch: number): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, relative);
  await utimes(file, secondsSinceEpoch, secondsSinceEpoch);
}

describe('isBuildStale', () => {
  it('is stale without dist/index.html', async () => {
    await writeAt('src/app/main.tsx', 1_000);
    expect(await isBuildStale(root)).toBe(true);
  });

  it('is fresh when the build is newer than every input, missing inputs aside', async () => {
    await writeAt('src/app/deep/panel.tsx', 1_000);
    await writeAt('index.html', 1_000);
    await writeAt('dist/index.html', 2_000);
    expect(await isBuildStale(root)).toBe(false);
  });

  it.each(['src/app/deep/panel.tsx', 'index.html', 'vite.config.ts', '.env', 'package-lock.json'])(
    'is stale when %s changed after the build',
    async (input) => {
      await writeAt('dist/index.html', 2_000);
      await writeAt(input, 3_000);
      expect(await isBuildStale(root)).toBe(true);
    },
  );

  it('ignores files outside the build inputs', async () => {
    await writeAt('dist/index.html', 2_000);
    await writeAt('server/main.ts', 3_000);
    expect(await isBuildStale(root)).toBe(false);
  });
});

describe('newestMtime', () => {
  it('is 0 when nothing exists', async () => {
    expect(await newestMtime([path.join(root, 'missing')])).toBe(0);
  });
});
