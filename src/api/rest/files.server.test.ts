import { mkdtemp, rm } from 'node:fs/promises';
import { File as NodeFile } from 'node:buffer';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { createEmulatorUser, type EmulatorUser } from '../../../server/testing/emulator-user.ts';
import { samplePdf, samplePdfOfSize, samplePng } from '../../../server/testing/sample-files.ts';
import { servicesAt } from '../../../tests/app-services';
import { ApiError } from '../../app/errors/errors';
import { FILE_MESSAGES } from '../contracts/files';
import { API_BASE_PATHS } from '../contracts/api-bases';

/**
 * The files client against the real server on loopback. The unit project's jsdom gives fetch a FormData
 * and File of its own, which fetch cannot send; a browser's (and Node's) can, so Node's are put back here.
 */
const MAX_BYTES = 256 * 1024;

let server: TestApp;
let dataDir: string;
let user: EmulatorUser;
let origin: string;

beforeAll(async () => {
  const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-files-client-'));
  [server, user] = await Promise.all([
    buildTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) }),
    createEmulatorUser(),
  ]);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  // The unit project's 10 s hook limit is short for a migrated database while the other worker is busy.
}, 60_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const files = () => servicesAt(origin, { getIdToken: async () => user.idToken }).files;

const fileOf = (bytes: Buffer, name: string) => new NodeFile([bytes], name) as unknown as File;

describe('files API client against the real server', () => {
  it('uploads a file and reads it back through the absolute link it answers, without a token', async () => {
    const pdf = samplePdf('From the client');
    const file = await files().upload(fileOf(pdf, 'Client report.pdf'), 'device-profile');
    expect(file).toMatchObject({ name: 'Client report.pdf', folder_name: 'device-profile', content_type: 'application/pdf', size: pdf.length });
    expect(file.url.startsWith(`${origin}${API_BASE_PATHS.rest}/files/object?`)).toBe(true);

    const read = await fetch(file.url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(pdf);
  });

  it('gets a fresh link for an uploaded file', async () => {
    const png = samplePng();
    const { object_key } = await files().upload(fileOf(png, 'photo.png'), 'photos');
    const link = await files().fileUrl(object_key);
    expect(link.url.startsWith(origin)).toBe(true);
    expect(Date.parse(link.expires_at)).toBeGreaterThan(Date.now());
    expect(Buffer.from(await (await fetch(link.url)).arrayBuffer())).toEqual(png);
  });

  it('turns the server\'s refusals into ApiErrors with its messages', async () => {
    const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

    const tooLarge = await failure(files().upload(fileOf(samplePdfOfSize(MAX_BYTES + 1), 'large.pdf'), 'device-profile'));
    expect(tooLarge).toBeInstanceOf(ApiError);
    expect(tooLarge).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 256 KB.' });

    const wrongType = await failure(files().upload(fileOf(Buffer.from('MZ'), 'tool.exe'), 'device-profile'));
    expect(wrongType).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: FILE_MESSAGES.typeNotAccepted });

    const badFolder = await failure(files().upload(fileOf(samplePdf(), 'a.pdf'), 'no/slashes'));
    expect(badFolder).toMatchObject({ status: 400, field: 'query.folder_name', message: FILE_MESSAGES.folderName });

    const unknown = await failure(files().fileUrl(`${user.uid}/device-profile/0123456789abcdef-none.pdf`));
    expect(unknown).toBeInstanceOf(ApiError);
    expect(unknown).toMatchObject({ status: 404, message: FILE_MESSAGES.notFound });
  });

  it('stops when the caller aborts', async () => {
    const aborted = files().upload(fileOf(samplePdf(), 'a.pdf'), 'device-profile', { signal: AbortSignal.abort() });
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
