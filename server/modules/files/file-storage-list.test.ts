import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

let s3: TestS3Server;
let folder: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  folder = await mkdtemp(path.join(os.tmpdir(), 'clearway-storage-list-'));
}, 30_000);
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const KEYS = ['uid-b/reports/0123456789abcdef-strategy.pdf', 'uid-a/device-profile/fedcba9876543210-spec.pdf'];

async function listsWhatWasPut(storage: FileStorage) {
  expect(await storage.list()).toEqual([]);
  for (const [index, key] of KEYS.entries()) await storage.put(key, Buffer.alloc(10 + index, 1), 'application/pdf');
  expect(await storage.list()).toEqual([
    { key: KEYS[1], size: 11 },
    { key: KEYS[0], size: 10 },
  ]);
}

describe('listing the stored objects (what a backup copies)', () => {
  it('lists a local folder by key, without temporary files or files not put there', async () => {
    const dir = path.join(folder, 'uploads');
    const storage = createLocalFileStorage({ dir, secret: async () => Buffer.alloc(32), ttlSeconds: 60, linkPath: '/files/object' });
    await mkdir(path.join(dir, '.incoming'), { recursive: true });
    await writeFile(path.join(dir, '.incoming', 'writer+0a.part'), 'half');
    await writeFile(path.join(dir, 'README.txt'), 'not an object');
    await listsWhatWasPut(storage);
  });

  it('lists an S3 bucket by key', async () => {
    const { endpoint, bucket, region, accessKeyId, secretAccessKey } = s3;
    await listsWhatWasPut(createS3FileStorage({ endpoint, bucket, region, accessKeyId, secretAccessKey, ttlSeconds: 60 }));
  });
});
