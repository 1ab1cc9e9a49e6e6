import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/api/contracts/error-body.ts';
import { ERROR_CODES } from '../../src/api/contracts/error-codes.ts';
import { FILE_MESSAGES, UploadedFile } from '../../src/api/contracts/files.ts';
import { ReportList } from '../../src/api/contracts/reports.ts';
import { reportForm } from '../modules/reports/testing/report-form.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../testing/emulator-user.ts';
import { samplePdfOfSize } from '../testing/sample-files.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { REST } from './api-client.ts';

const run = promisify(execFile);

/** The uploads folder gets a file system of its own this small, so that filling it is quick. */
const DISK_SIZE = '256k';
const PDF = samplePdfOfSize(64 * 1024);

/** DATA_DIR with a tiny tmpfs mounted on its uploads folder, or why there is none (mounting needs root). */
async function dataDirWithTinyUploadsDisk(): Promise<{ dataDir: string; uploads: string; problem?: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-full-disk-'));
  const uploads = path.join(dataDir, 'uploads');
  await mkdir(uploads);
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${DISK_SIZE}`, 'tmpfs', uploads]);
    return { dataDir, uploads };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    return { dataDir, uploads, problem: (error as { stderr?: string }).stderr?.trim() || 'mount failed' };
  }
}

const disk = await dataDirWithTinyUploadsDisk();
const title = disk.problem
  ? `a full disk on upload (skipped: mounting a ${DISK_SIZE} tmpfs needs root: ${disk.problem})`
  : 'a full disk on upload';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe.skipIf(disk.problem !== undefined)(title, () => {
  const filler = path.join(disk.uploads, 'filler');
  let testApp: TestApp;
  let user: EmulatorUser;

  beforeAll(async () => {
    [testApp, user] = await Promise.all([buildTestApp({ DATA_DIR: disk.dataDir }), createEmulatorUser()]);
  });

  afterAll(async () => {
    await testApp?.close();
    await run('umount', [disk.uploads]);
    await rm(disk.dataDir, { recursive: true, force: true });
  });

  const upload = () => {
    const form = new FormData();
    form.append('uploaded_file', new File([new Uint8Array(PDF)], 'spec.pdf'));
    return testApp.app.inject({ method: 'POST', url: `${REST}/minio/upload-file-object?folder_name=device-profile`, headers: bearer(user), payload: form });
  };
  const saveReport = () => testApp.app.inject({ method: 'POST', url: `${REST}/reports`, headers: bearer(user), payload: reportForm({ pdf: PDF }) });
  const reportsHeld = async () => ReportList.assert((await testApp.app.inject({ url: `${REST}/reports`, headers: bearer(user) })).json()).reports;

  it('answers 507 STORAGE_FULL and stores nothing, stays healthy, and takes the same upload once there is room', async () => {
    // Fill the disk: the write stops at ENOSPC with the file holding all the room there was.
    await expect(writeFile(filler, Buffer.alloc(1024 * 1024))).rejects.toMatchObject({ code: 'ENOSPC' });

    for (const response of [await upload(), await saveReport()]) {
      expect(response.statusCode, response.payload).toBe(507);
      expect(ErrorBody.assert(response.json())).toMatchObject({ code: ERROR_CODES.storageFull, message: FILE_MESSAGES.storageFull });
    }
    expect(await filesUnder(disk.uploads)).toEqual(['filler']);
    expect(await reportsHeld()).toEqual([]);
    expect(await testApp.db.selectFrom('pending_objects').selectAll().execute()).toEqual([]);
    expect((await testApp.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await rm(filler);
    const stored = await upload();
    expect(stored.statusCode, stored.payload).toBe(200);
    const read = await testApp.app.inject({ url: UploadedFile.assert(stored.json()).url });
    expect(read.rawPayload.equals(PDF)).toBe(true);
    expect((await saveReport()).statusCode).toBe(201);
    expect(await reportsHeld()).toHaveLength(1);
  });
});
