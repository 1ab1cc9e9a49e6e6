import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDataDate, matchFiles } from './data-files.ts';

describe('data folder files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'clearway-files-'));
    await mkdir(path.join(dir, '510k'));
    for (const name of ['PMN9195.TXT', 'pmn8185.txt', 'pmnlstmn_2026-07.txt', 'pmn.csv', 'openfda_510k_sample_2015-2026.csv']) await writeFile(path.join(dir, '510k', name), '');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('finds files by a pattern with * in the file name (any case), sorted, and plain names only when they exist', async () => {
    expect(await matchFiles(dir, '510k/pmn*.txt')).toEqual(['510k/PMN9195.TXT', '510k/pmn8185.txt', '510k/pmnlstmn_2026-07.txt']);
    expect(await matchFiles(dir, '510k/pmn8185.txt')).toEqual(['510k/pmn8185.txt']);
    expect(await matchFiles(dir, '510k/pmn9195.txt')).toEqual([]);
    expect(await matchFiles(dir, 'nowhere/*.txt')).toEqual([]);
  });

  it("dates a file by the date in its name, else by when it was written", async () => {
    expect(await fileDataDate(dir, '510k/pmnlstmn_2026-07.txt')).toEqual(new Date('2026-07-01T00:00:00Z'));
    expect(await fileDataDate(dir, 'classification/foiclass_2026-01-31.txt')).toEqual(new Date('2026-01-31T00:00:00Z'));
    const written = new Date('2024-05-06T07:08:09Z');
    await utimes(path.join(dir, '510k/openfda_510k_sample_2015-2026.csv'), written, written);
    expect(await fileDataDate(dir, '510k/openfda_510k_sample_2015-2026.csv')).toEqual(written);
  });
});
