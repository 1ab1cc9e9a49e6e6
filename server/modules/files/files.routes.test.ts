import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../../src/api/contracts/error-body.ts';
import { FILE_MESSAGES, FileUrl, UploadedFile } from '../../../src/api/contracts/files.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { samplePdf, samplePdfOfSize, samplePng } from '../../testing/sample-files.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { LINK_SECRET_FILE } from './link-secret.ts';
import { signObjectLink } from './link-signature.ts';

const REST = '/api/rest/v1';
const UPLOAD = `${REST}/minio/upload-file-object`;
const MAX_BYTES = 2 * 1024 * 1024;

let dataDir: string;
let testApp: TestApp;
let alice: EmulatorUser;
let bob: EmulatorUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-files-'));
  [testApp, alice, bob] = await Promise.all([
    buildTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) }),
    createEmulatorUser(),
    createEmulatorUser(),
  ]);
});
afterAll(async () => {
  await testApp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function form(parts: { field?: string; name: string; bytes: Buffer; type?: string }[], fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const { field = 'uploaded_file', name, bytes, type = 'application/octet-stream' } of parts) {
    body.append(field, new File([new Uint8Array(bytes)], name, { type }));
  }
  return body;
}

function upload(user: EmulatorUser | null, payload: FormData | object, query = '?folder_name=device-profile') {
  return testApp.app.inject({
    method: 'POST',
    url: `${UPLOAD}${query}`,
    headers: user ? bearer(user) : {},
    payload: payload as FormData,
  });
}

async function uploaded(user: EmulatorUser, name: string, bytes: Buffer, folder = 'device-profile'): Promise<UploadedFile> {
  const response = await upload(user, form([{ name, bytes }]), `?folder_name=${folder}`);
  expect(response.statusCode, response.payload).toBe(200);
  return UploadedFile.assert(response.json());
}

const fileUrl = (user: EmulatorUser | null, objectKey?: string) =>
  testApp.app.inject({
    url: `${REST}/s3/url${objectKey === undefined ? '' : `?object_key=${encodeURIComponent(objectKey)}`}`,
    headers: user ? bearer(user) : {},
  });

/** Opens a link the way a browser tab does: no Authorization header. */
const open = (url: string) => testApp.app.inject({ url });

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function expectError(response: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(ErrorBody.assert(response.json())).toMatchObject({ status, message });
}

describe('uploading to the local storage', () => {
  it('stores a PDF under the caller\'s key and reads it back through the signed link, without a token', async () => {
    const pdf = samplePdf('Hello upload');
    const before = Date.now();
    const file = await uploaded(alice, 'Spec sheet.pdf', pdf);

    expect(file).toMatchObject({ name: 'Spec sheet.pdf', folder_name: 'device-profile', content_type: 'application/pdf', size: pdf.length });
    expect(file.object_key).toMatch(new RegExp(`^${alice.uid}/device-profile/[0-9a-f]{16}-Spec-sheet\\.pdf$`));
    expect(Date.parse(file.uploadedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(file.url_expires_at) - Date.now()).toBeGreaterThan(3500 * 1000);
    expect(file.url.startsWith(`${REST}/files/object?`)).toBe(true);

    expect(await readFile(path.join(dataDir, 'uploads', ...file.object_key.split('/')))).toEqual(pdf);

    const read = await open(file.url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toBe('inline; filename="Spec-sheet.pdf"');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['content-security-policy']).toBeUndefined();
    expect(read.rawPayload).toEqual(pdf);
  });

  it('gives a fresh link for the caller\'s own file', async () => {
    const png = samplePng();
    const file = await uploaded(alice, 'photo.PNG', png, 'photos_1');
    expect(file.content_type).toBe('image/png');

    const response = await fileUrl(alice, file.object_key);
    expect(response.statusCode).toBe(200);
    const link = FileUrl.assert(response.json());
    expect(Date.parse(link.expires_at)).toBeGreaterThan(Date.now());
    const read = await open(link.url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload).toEqual(png);
  });

  it('accepts a file larger than the JSON body limit, up to UPLOAD_MAX_BYTES', async () => {
    const big = samplePdfOfSize(MAX_BYTES);
    expect(big.length).toBeGreaterThan(testApp.config.BODY_LIMIT_BYTES);
    const file = await uploaded(bob, 'big.pdf', big);
    expect(file.size).toBe(MAX_BYTES);
    // (Buffer.equals: a deep toEqual of 2 MB takes seconds.)
    expect((await open(file.url)).rawPayload.equals(big)).toBe(true);
  });

  it('keeps the link secret in DATA_DIR, so links survive a restart', async () => {
    const file = await uploaded(alice, 'notes.md', Buffer.from('# Notes\n'));
    expect((await stat(path.join(dataDir, LINK_SECRET_FILE))).mode & 0o077).toBe(0);
    const restarted = await buildTestApp({ DATA_DIR: dataDir });
    try {
      const read = await restarted.app.inject({ url: file.url });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(read.payload).toBe('# Notes\n');
    } finally {
      await restarted.app.close();
    }
  });
});

describe('refused uploads', () => {
  const uploadsDir = () => path.join(dataDir, 'uploads');

  it('answers 413 past the limit and stores nothing', async () => {
    const carol = await createEmulatorUser();
    const response = await upload(carol, form([{ name: 'huge.pdf', bytes: samplePdfOfSize(MAX_BYTES + 1) }]));
    expectError(response, 413, 'The file is larger than 2 MB.');
    expect(ErrorBody.assert(response.json())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'body.uploaded_file' });
    const leftovers = await filesUnder(uploadsDir());
    expect(leftovers.filter((file) => file.includes(carol.uid) || file.includes('.incoming'))).toEqual([]);
  });

  it.each([
    ['setup.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), FILE_MESSAGES.typeNotAccepted],
    ['fake.pdf', Buffer.from('this is not a PDF at all'), FILE_MESSAGES.contentMismatch('PDF', 'pdf')],
    ['image.png', samplePdf(), FILE_MESSAGES.contentMismatch('PNG', 'png')],
    ['binary.txt', Buffer.from([0x61, 0x00, 0x62]), FILE_MESSAGES.notUtf8Text('txt')],
  ])('answers 415 for %s and stores nothing', async (name, bytes, message) => {
    const dave = await createEmulatorUser();
    const response = await upload(dave, form([{ name, bytes, type: 'application/pdf' }]));
    expectError(response, 415, message);
    expect(ErrorBody.assert(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await filesUnder(uploadsDir())).filter((file) => file.includes(dave.uid))).toEqual([]);
  });

  it('names the accepted kinds when refusing a type', () => {
    expect(FILE_MESSAGES.typeNotAccepted).toBe(
      'This type of file is not accepted. Upload a PDF, Word (.doc, .docx), Excel (.xls, .xlsx), CSV, plain text (.txt), Markdown (.md), PNG or JPEG file.',
    );
  });

  it.each([
    ['no folder_name', '', FILE_MESSAGES.folderName],
    ['an empty folder_name', '?folder_name=', FILE_MESSAGES.folderName],
    ['a folder_name with a slash', '?folder_name=a%2Fb', FILE_MESSAGES.folderName],
    ['a folder_name of 65 characters', `?folder_name=${'a'.repeat(65)}`, FILE_MESSAGES.folderName],
  ])('answers 400 for %s', async (_label, query, message) => {
    const response = await upload(alice, form([{ name: 'a.pdf', bytes: samplePdf() }]), query);
    expectError(response, 400, message);
    expect(ErrorBody.assert(response.json()).field).toBe('query.folder_name');
  });

  it('answers 400 when the file is missing, in another field, doubled, empty or nameless', async () => {
    expectError(await upload(alice, form([], { note: 'no file here' })), 400, FILE_MESSAGES.fileMissing);
    expectError(await upload(alice, form([{ field: 'file', name: 'a.pdf', bytes: samplePdf() }])), 400, 'body.file is an unknown field');
    expectError(await upload(alice, form([], { uploaded_file: 'just text' })), 400, FILE_MESSAGES.fileMissing);
    expectError(await upload(alice, form([{ name: '', bytes: Buffer.alloc(0) }])), 400, FILE_MESSAGES.fileMissing);
    expectError(
      await upload(alice, form([{ name: 'a.pdf', bytes: samplePdf() }, { name: 'b.pdf', bytes: samplePdf() }])),
      400,
      FILE_MESSAGES.oneFileOnly,
    );
    expectError(await upload(alice, form([{ name: 'empty.pdf', bytes: Buffer.alloc(0) }])), 400, FILE_MESSAGES.empty);
    expectError(await upload(alice, form([{ name: `${'n'.repeat(256)}.pdf`, bytes: samplePdf() }])), 400, FILE_MESSAGES.fileNameTooLong);
  });

  it('answers 400 to a body that is not multipart', async () => {
    expectError(await upload(alice, { uploaded_file: 'a.pdf' }), 400, FILE_MESSAGES.notMultipart);
    const broken = await testApp.app.inject({
      method: 'POST',
      url: `${UPLOAD}?folder_name=x`,
      headers: { ...bearer(alice), 'content-type': 'multipart/form-data' },
      payload: 'no boundary',
    });
    expect(broken.statusCode).toBe(400);
    expect(ErrorBody.assert(broken.json()).message).toMatch(/^The upload could not be read/);
  });

  it('answers 401 without a token', async () => {
    expect((await upload(null, form([{ name: 'a.pdf', bytes: samplePdf() }]))).statusCode).toBe(401);
    expect((await fileUrl(null, `${alice.uid}/device-profile/0123456789abcdef-a.pdf`)).statusCode).toBe(401);
  });
});

describe('links', () => {
  let file: UploadedFile;
  beforeAll(async () => {
    file = await uploaded(alice, 'private.pdf', samplePdf('Alice only'));
  });

  it('hides another user\'s file exactly as a missing one', async () => {
    const theirs = await fileUrl(bob, file.object_key);
    const missing = await fileUrl(alice, `${alice.uid}/device-profile/0123456789abcdef-none.pdf`);
    const malformed = await fileUrl(alice, '../../etc/passwd');
    for (const response of [theirs, missing, malformed]) expectError(response, 404, FILE_MESSAGES.notFound);
    expect(theirs.payload).not.toContain(file.object_key);
  });

  it('needs an object_key', async () => {
    expectError(await fileUrl(alice), 400, FILE_MESSAGES.objectKeyRequired);
    expectError(await fileUrl(alice, '  '), 400, FILE_MESSAGES.objectKeyRequired);
  });

  it('refuses a tampered link with 403', async () => {
    const url = new URL(file.url, 'http://localhost');
    const signature = url.searchParams.get('signature') ?? '';
    const variants = [
      { signature: `${signature.slice(0, -2)}AA` },
      { expires: String(Number(url.searchParams.get('expires')) + 60) },
      { key: file.object_key.replace('private', 'other') },
    ];
    for (const change of variants) {
      const tampered = new URL(url);
      for (const [name, value] of Object.entries(change)) tampered.searchParams.set(name, value);
      expectError(await open(`${tampered.pathname}${tampered.search}`), 403, FILE_MESSAGES.linkInvalid);
    }
  });

  it('refuses an expired link with 403, and answers 404 for a signed link to a missing file', async () => {
    const secret = Buffer.from((await readFile(path.join(dataDir, LINK_SECRET_FILE), 'utf8')).trim());
    const linkTo = (key: string, expires: number) => {
      const link = signObjectLink(secret, key, expires);
      return `${REST}/files/object?${new URLSearchParams({ key, expires: String(expires), signature: link.signature })}`;
    };
    const now = Math.floor(Date.now() / 1000);
    expectError(await open(linkTo(file.object_key, now - 1)), 403, FILE_MESSAGES.linkInvalid);
    expect((await open(linkTo(file.object_key, now + 60))).statusCode).toBe(200);
    expectError(await open(linkTo(`${alice.uid}/device-profile/0123456789abcdef-gone.pdf`, now + 60)), 404, FILE_MESSAGES.notFound);
    // Even a link signed with the real secret reaches no file outside the uploads: a key of another shape is refused.
    for (const key of ['../../link-secret.pdf', `${alice.uid}/device-profile/../../../etc/passwd.pdf`, `${alice.uid}/device-profile/0123456789abcdef-..%2f..%2fx.pdf`]) {
      expectError(await open(linkTo(key, now + 60)), 403, FILE_MESSAGES.linkInvalid);
    }
  });

  it('answers 400 to a link missing a part', async () => {
    const url = new URL(file.url, 'http://localhost');
    for (const name of ['key', 'expires', 'signature']) {
      const cut = new URL(url);
      cut.searchParams.delete(name);
      const response = await open(`${cut.pathname}${cut.search}`);
      expectError(response, 400, FILE_MESSAGES.linkInvalid);
      expect(ErrorBody.assert(response.json()).field).toBe(`query.${name}`);
    }
  });

  it('leaves the rest of the REST base behind the token', async () => {
    expect((await open(`${REST}/files/other`)).statusCode).toBe(401);
    expect((await open(`${REST}/s3/url?object_key=${encodeURIComponent(file.object_key)}`)).statusCode).toBe(401);
  });
});
