import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../../src/api/contracts/error-body.ts';
import { FILE_MESSAGES, FileUrl, UploadedFile } from '../../../src/api/contracts/files.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server.ts';
import { samplePdf, samplePdfOfSize, samplePng } from '../../testing/sample-files.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

const REST = '/api/rest/v1';
const TTL_SECONDS = 600;
const MAX_BYTES = 64 * 1024;

let s3: TestS3Server;
let dataDir: string;
let testApp: TestApp;
let alice: EmulatorUser;
let bob: EmulatorUser;

beforeAll(async () => {
  [s3, dataDir, alice, bob] = await Promise.all([
    startTestS3Server(),
    mkdtemp(path.join(os.tmpdir(), 'clearway-files-s3-')),
    createEmulatorUser(),
    createEmulatorUser(),
  ]);
  testApp = await buildTestApp({
    ...s3.env,
    DATA_DIR: dataDir,
    FILE_URL_TTL_SECONDS: String(TTL_SECONDS),
    UPLOAD_MAX_BYTES: String(MAX_BYTES),
  });
});
afterAll(async () => {
  await testApp?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(user: EmulatorUser, name: string, bytes: Buffer, app = testApp) {
  const body = new FormData();
  body.append('uploaded_file', new File([new Uint8Array(bytes)], name));
  return app.app.inject({
    method: 'POST',
    url: `${REST}/minio/upload-file-object?folder_name=device-profile`,
    headers: bearer(user),
    payload: body,
  });
}

const fileUrl = (user: EmulatorUser, objectKey: string) =>
  testApp.app.inject({ url: `${REST}/s3/url?object_key=${encodeURIComponent(objectKey)}`, headers: bearer(user) });

const putsSince = (count: number) => s3.requests.slice(count).filter((request) => request.method === 'PUT');

describe('uploading to an S3-compatible bucket', () => {
  it('PUTs the file, signed, and answers a presigned link that reads it back', async () => {
    const pdf = samplePdf('In the bucket');
    const seen = s3.requests.length;
    const before = Date.now();
    const response = await upload(alice, 'Bucket test.pdf', pdf);
    expect(response.statusCode, response.payload).toBe(200);
    const file = UploadedFile.assert(response.json());
    expect(file).toMatchObject({ name: 'Bucket test.pdf', content_type: 'application/pdf', size: pdf.length });
    expect(file.object_key).toMatch(new RegExp(`^${alice.uid}/device-profile/[0-9a-f]{16}-Bucket-test\\.pdf$`));

    const [put] = putsSince(seen);
    expect(put?.url).toBe(`/${s3.bucket}/${file.object_key}`);
    expect(put?.authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/\\d{8}/us-east-1/s3/aws4_request`));
    expect(put?.contentSha256).toBe(createHash('sha256').update(pdf).digest('hex'));

    const link = new URL(file.url);
    expect(`${link.origin}${link.pathname}`).toBe(`${s3.endpoint}/${s3.bucket}/${file.object_key}`);
    expect(link.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(link.searchParams.get('X-Amz-Expires')).toBe(String(TTL_SECONDS));
    const expiresIn = Date.parse(file.url_expires_at) - before;
    expect(expiresIn).toBeGreaterThan((TTL_SECONDS - 5) * 1000);
    expect(expiresIn).toBeLessThanOrEqual((TTL_SECONDS + 5) * 1000);

    const read = await fetch(file.url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(pdf);

    // Nothing went to the local folder.
    await expect(stat(path.join(dataDir, 'uploads'))).rejects.toThrow();
  });

  it('a link with a changed signature or key does not read anything', async () => {
    const file = UploadedFile.assert((await upload(alice, 'photo.png', samplePng())).json());
    const forged = new URL(file.url);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await fetch(forged)).status).toBe(403);
    const otherKey = new URL(file.url);
    otherKey.pathname = otherKey.pathname.replace('photo.png', 'other.png');
    expect((await fetch(otherKey)).status).toBe(403);
  });

  it('gives a fresh presigned link for the caller\'s own key only', async () => {
    const png = samplePng();
    const file = UploadedFile.assert((await upload(alice, 'photo.png', png)).json());

    const response = await fileUrl(alice, file.object_key);
    expect(response.statusCode).toBe(200);
    const link = FileUrl.assert(response.json());
    const read = await fetch(link.url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(png);

    const seen = s3.requests.length;
    const theirs = await fileUrl(bob, file.object_key);
    expect(theirs.statusCode).toBe(404);
    expect(ErrorBody.assert(theirs.json()).message).toBe(FILE_MESSAGES.notFound);
    expect(s3.requests.length).toBe(seen);

    const missing = await fileUrl(alice, `${alice.uid}/device-profile/0123456789abcdef-none.pdf`);
    expect(missing.statusCode).toBe(404);
    expect(ErrorBody.assert(missing.json()).message).toBe(FILE_MESSAGES.notFound);
  });

  it('refuses a too large or wrong file before anything reaches the bucket', async () => {
    const seen = s3.requests.length;
    const tooLarge = await upload(bob, 'large.pdf', samplePdfOfSize(MAX_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(ErrorBody.assert(tooLarge.json()).message).toBe('The file is larger than 64 KB.');
    expect((await upload(bob, 'fake.pdf', Buffer.from('not a pdf'))).statusCode).toBe(415);
    expect(s3.requests.length).toBe(seen);
  });

  it('answers 503 with a clear message when the bucket refuses or cannot be reached', async () => {
    const breakages: Record<string, string>[] = [{ S3_SECRET_ACCESS_KEY: 'wrong-secret' }, { S3_ENDPOINT: 'http://127.0.0.1:9' }];
    for (const env of breakages) {
      const broken = await buildTestApp({ ...s3.env, ...env, DATA_DIR: dataDir });
      try {
        const response = await upload(alice, 'a.pdf', samplePdf(), broken);
        expect(response.statusCode).toBe(503);
        expect(ErrorBody.assert(response.json())).toMatchObject({ message: FILE_MESSAGES.storageUnavailable, code: 'SERVICE_UNAVAILABLE' });
      } finally {
        await broken.app.close();
      }
    }
  });
});
