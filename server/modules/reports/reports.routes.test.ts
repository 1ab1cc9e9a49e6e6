import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_MESSAGES } from '../../../src/api/contracts/data.ts';
import { FILE_MESSAGES } from '../../../src/api/contracts/files.ts';
import {
  MAX_REPORTS_PER_USER,
  Report,
  REPORT_MESSAGES,
  REPORT_TITLE_MAX_LENGTH,
  ReportList,
  reportContentType,
} from '../../../src/api/contracts/reports.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { samplePdf, samplePdfOfSize, samplePng } from '../../testing/sample-files.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { reportFiles, reportForm, type ReportParts } from './testing/report-form.ts';

const REPORTS = '/api/rest/v1/reports';
const MAX_BYTES = 64 * 1024;

let dataDir: string;
let testApp: TestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-reports-'));
  testApp = await buildTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) });
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (user: EmulatorUser | null, payload: FormData | object) =>
  testApp.app.inject({ method: 'POST', url: REPORTS, headers: user ? bearer(user) : {}, payload: payload as FormData });
const call = (user: EmulatorUser | null, method: 'GET' | 'DELETE', url: string) =>
  testApp.app.inject({ method, url: `${REPORTS}${url}`, headers: user ? bearer(user) : {} });

async function kept(user: EmulatorUser, parts: ReportParts = {}): Promise<Report> {
  const response = await post(user, reportForm(parts));
  expect(response.statusCode, response.body).toBe(201);
  return Report.assert(response.json());
}

async function list(user: EmulatorUser): Promise<Report[]> {
  const response = await call(user, 'GET', '');
  expect(response.statusCode, response.body).toBe(200);
  return ReportList.assert(response.json()).reports;
}

function expectError(response: { statusCode: number; json(): unknown }, status: number, body: object) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(response.json()).toMatchObject({ status, ...body });
}

/** The report files kept on disk for a user. */
async function filesOf(user: EmulatorUser): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'uploads', user.uid, 'reports')).catch(() => []);
  return entries.map((name) => name.replace(/^[0-9a-f]{16}-/, '')).sort();
}

const today = () => new Date().toISOString().slice(0, 10);

describe('reports', () => {
  it('keeps a report, lists it and downloads its DOCX and PDF with their file names', async () => {
    const alice = await createEmulatorUser();
    expect(await list(alice)).toEqual([]);

    const { docx, pdf } = reportFiles('DQY strategy');
    const report = await kept(alice, { product_code: ' dqy ', title: '  DQY strategy\nfor review  ', docx, pdf });
    const date = report.created_at.slice(0, 10);
    expect(report).toEqual({
      id: expect.stringMatching(/^rpt_[A-Za-z0-9_-]{16}$/),
      product_code: 'DQY',
      kind: 'strategy',
      title: 'DQY strategy for review',
      prepared_on: date,
      created_at: expect.any(String),
      docx: { file_name: `Clearway-510k-strategy-DQY-${date}.docx`, content_type: reportContentType('docx'), size: docx.length },
      pdf: { file_name: `Clearway-510k-strategy-DQY-${date}.pdf`, content_type: 'application/pdf', size: pdf.length },
    });
    expect(date).toBe(today());
    expect(await list(alice)).toEqual([report]);
    expect(await filesOf(alice)).toEqual([`Clearway-510k-strategy-DQY-${date}.docx`, `Clearway-510k-strategy-DQY-${date}.pdf`]);

    for (const [format, bytes] of [['docx', docx], ['pdf', pdf]] as const) {
      const response = await call(alice, 'GET', `/${report.id}/${format}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': reportContentType(format),
        'content-length': String(bytes.length),
        'content-disposition': `attachment; filename="${report[format]!.file_name}"`,
        'cache-control': 'private, no-store',
      });
      expect(response.rawPayload).toEqual(bytes);
    }
  });

  it('names the files by the day the browser prepared the report', async () => {
    const alice = await createEmulatorUser();
    const report = await kept(alice, { product_code: 'LLZ', prepared_on: '2026-11-24' });
    expect(report).toMatchObject({
      prepared_on: '2026-11-24',
      docx: { file_name: 'Clearway-510k-strategy-LLZ-2026-11-24.docx' },
      pdf: { file_name: 'Clearway-510k-strategy-LLZ-2026-11-24.pdf' },
    });
    const download = await call(alice, 'GET', `/${report.id}/pdf`);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Clearway-510k-strategy-LLZ-2026-11-24.pdf"');
  });

  it('lists the newest first', async () => {
    const alice = await createEmulatorUser();
    const first = await kept(alice, { product_code: 'DQY' });
    const second = await kept(alice, { product_code: 'LLZ' });
    expect((await list(alice)).map(({ id }) => id)).toEqual([second.id, first.id]);
  });

  it('deletes a report with its files', async () => {
    const alice = await createEmulatorUser();
    const gone = await kept(alice, { product_code: 'DQY' });
    const stays = await kept(alice, { product_code: 'LLZ' });
    const deleted = await call(alice, 'DELETE', `/${gone.id}`);
    expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
    expect(await list(alice)).toEqual([stays]);
    expect((await filesOf(alice)).every((name) => name.includes('-LLZ-'))).toBe(true);
    expectError(await call(alice, 'GET', `/${gone.id}/pdf`), 404, { code: 'NOT_FOUND', message: REPORT_MESSAGES.notFound });
    expectError(await call(alice, 'DELETE', `/${gone.id}`), 404, { message: REPORT_MESSAGES.notFound });
  });

  it("answers 404 for another user's report, exactly as for a missing one", async () => {
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const report = await kept(alice);
    expect(await list(bob)).toEqual([]);
    for (const [method, url] of [['GET', `/${report.id}/docx`], ['GET', `/${report.id}/pdf`], ['DELETE', `/${report.id}`]] as const) {
      expectError(await call(bob, method, url), 404, { code: 'NOT_FOUND', message: REPORT_MESSAGES.notFound });
    }
    for (const url of ['/rpt_nothing/pdf', '/not-an-id/pdf']) {
      expectError(await call(alice, 'GET', url), 404, { message: REPORT_MESSAGES.notFound });
    }
    // A NUL character is refused before any route looks, as in every text sent.
    expectError(await call(alice, 'GET', '/%00/docx'), 400, { code: 'VALIDATION_ERROR', field: 'params.id' });
    expect(await list(alice)).toEqual([report]);
    expect((await call(alice, 'GET', `/${report.id}/pdf`)).statusCode).toBe(200);
  });

  it('refuses a bad report with the field at fault, and keeps nothing of it', async () => {
    const alice = await createEmulatorUser();
    const { docx, pdf } = reportFiles();
    const cases: Array<[ReportParts, number, string, string]> = [
      [{ product_code: undefined }, 400, DATA_MESSAGES.productCodeRequired, 'body.product_code'],
      [{ product_code: 'DQ1' }, 400, DATA_MESSAGES.productCodeFormat, 'body.product_code'],
      [{ title: undefined }, 400, REPORT_MESSAGES.titleRequired, 'body.title'],
      [{ title: ' \n ' }, 400, REPORT_MESSAGES.titleRequired, 'body.title'],
      [{ title: 't'.repeat(REPORT_TITLE_MAX_LENGTH + 1) }, 400, REPORT_MESSAGES.titleTooLong, 'body.title'],
      [{ prepared_on: '2026-02-30' }, 400, REPORT_MESSAGES.preparedOn, 'body.prepared_on'],
      [{ prepared_on: '25/11/2026' }, 400, REPORT_MESSAGES.preparedOn, 'body.prepared_on'],
      [{ docx: null }, 400, REPORT_MESSAGES.fileMissing('docx'), 'body.docx'],
      [{ pdf: null }, 400, REPORT_MESSAGES.fileMissing('pdf'), 'body.pdf'],
      [{ docx: Buffer.alloc(0) }, 400, FILE_MESSAGES.empty, 'body.docx'],
      [{ docx: pdf }, 415, FILE_MESSAGES.contentMismatch('Word', 'docx'), 'body.docx'],
      [{ pdf: samplePng() }, 415, FILE_MESSAGES.contentMismatch('PDF', 'pdf'), 'body.pdf'],
      [{ pdf: docx }, 415, FILE_MESSAGES.contentMismatch('PDF', 'pdf'), 'body.pdf'],
    ];
    for (const [parts, status, message, field] of cases) {
      expectError(await post(alice, reportForm(parts)), status, { message, field });
    }

    const twice = reportForm();
    twice.append('pdf', new File([new Uint8Array(samplePdf())], 'again.pdf'));
    expectError(await post(alice, twice), 400, { message: REPORT_MESSAGES.oneFileOnly('pdf'), field: 'body.pdf' });
    expectError(await post(alice, { product_code: 'DQY', title: 'JSON' }), 400, { message: REPORT_MESSAGES.notMultipart });

    expect(await list(alice)).toEqual([]);
    expect(await filesOf(alice)).toEqual([]);
  });

  it(`takes files up to UPLOAD_MAX_BYTES and refuses a larger one with 413`, async () => {
    const alice = await createEmulatorUser();
    const largest = await kept(alice, { pdf: samplePdfOfSize(MAX_BYTES) });
    expect(largest.pdf!.size).toBe(MAX_BYTES);
    expectError(await post(alice, reportForm({ pdf: samplePdfOfSize(MAX_BYTES + 1) })), 413, {
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 64 KB.',
      field: 'body.pdf',
    });
    expect(await list(alice)).toEqual([largest]);
    expect(await filesOf(alice)).toHaveLength(2);
  });

  it(`keeps at most ${MAX_REPORTS_PER_USER} reports per user`, async () => {
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const reports: Report[] = [];
    for (let i = 0; i < MAX_REPORTS_PER_USER; i += 1) reports.push(await kept(alice));
    expectError(await post(alice, reportForm()), 409, { code: 'LIMIT_REACHED', message: REPORT_MESSAGES.tooMany });
    expect(await list(alice)).toHaveLength(MAX_REPORTS_PER_USER);
    expect(await filesOf(alice)).toHaveLength(2 * MAX_REPORTS_PER_USER);
    await kept(bob);

    expect((await call(alice, 'DELETE', `/${reports[0]!.id}`)).statusCode).toBe(204);
    await kept(alice);
    expect(await list(alice)).toHaveLength(MAX_REPORTS_PER_USER);
  });

  it('refuses a format other than docx and pdf', async () => {
    const alice = await createEmulatorUser();
    const report = await kept(alice);
    expectError(await call(alice, 'GET', `/${report.id}/txt`), 400, {
      code: 'VALIDATION_ERROR',
      message: 'params.format must be "docx" or "pdf" (was "txt")',
      field: 'params.format',
    });
  });

  it('answers 401 without a bearer token', async () => {
    const responses = await Promise.all([
      call(null, 'GET', ''),
      post(null, reportForm()),
      call(null, 'GET', '/rpt_x/pdf'),
      call(null, 'DELETE', '/rpt_x'),
    ]);
    for (const response of responses) expectError(response, 401, { code: 'AUTH_ERROR' });
  });
});
