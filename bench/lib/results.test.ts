import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { writeResults } from './results';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'clearway-results-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('writes <name>.json and leaves no temporary file behind', async () => {
  const file = await writeResults('frontend', { firstRouteJsGzipBytes: 1234 }, path.join(dir, 'results'));
  expect(file).toBe(path.join(dir, 'results', 'frontend.json'));
  expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ firstRouteJsGzipBytes: 1234 });
  expect(await readdir(path.join(dir, 'results'))).toEqual(['frontend.json']);
});
