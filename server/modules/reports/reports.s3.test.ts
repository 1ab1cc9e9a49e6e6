import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '../../../src/api/contracts/files.ts';
import { Report, ReportList } from '../../../src/api/contracts/reports.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { reportFiles, reportForm } from './testing/report-form.ts';

const REPORTS = '/api/rest/v1/reports';

let s3: TestS3Server;
let dataDir: string;
let testApp: TestApp;
let alice: EmulatorUser;

beforeAll(async () => {
  [s3, dataDir, alice] = await Promise.all([
    startTestS3Server(),
    mkdtemp(path.join(os.tmpdir(), 'clearway-reports-s3-')),
    createEmulatorUser(),
  ]);
  testApp = await buildTestApp({ ...s3.env, DATA_DIR: dataDir });
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const keep = (app: FastifyInstance, parts = {}) =>
  app.inject({ method: 'POST', url: REPORTS, headers: bearer(alice), payload: reportForm(parts) });
const call = (app: FastifyInstance, method: 'GET' | 'DELETE', url: string) =>
  app.inject({ method, url: `${REPORTS}${url}`, headers: bearer(alice) });
const list = async () => ReportList.assert((await call(testApp.app, 'GET', '')).json()).reports;
const requestsSince = (count: number) => s3.requests.slice(count).map(({ method, url }) => `${method} ${url.split('?')[0]}`);
/** The distinct requests since then, sorted. */
const distinctSince = (count: number) => [...new Set(requestsSince(count))].sort();

describe('reports in an S3-compatible bucket', () => {
  it('PUTs both files into the bucket, reads them back for a download and DELETEs them with the report', async () => {
    const { docx, pdf } = reportFiles('In the bucket');
    let seen = s3.requests.length;
    const response = await keep(testApp.app, { docx, pdf });
    expect(response.statusCode, response.body).toBe(201);
    const report = Report.assert(response.json());
    const { docx_key, pdf_key } = await testApp.db.selectFrom('reports').selectAll().where('id', '=', report.id).executeTakeFirstOrThrow();
    expect(docx_key).toMatch(new RegExp(`^${alice.uid}/reports/[0-9a-f]{16}-Clearway-510k-strategy-DQY-\\d{4}-\\d{2}-\\d{2}\\.docx$`));
    // The S3 client retries a slow answer (retries: 2), so a request may be seen twice: each file once at least.
    expect(distinctSince(seen)).toEqual([`PUT /${s3.bucket}/${docx_key}`, `PUT /${s3.bucket}/${pdf_key}`].sort());

    for (const [format, bytes] of [['docx', docx], ['pdf', pdf]] as const) {
      const download = await call(testApp.app, 'GET', `/${report.id}/${format}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-length']).toBe(String(bytes.length));
      expect(download.rawPayload).toEqual(bytes);
    }

    seen = s3.requests.length;
    expect((await call(testApp.app, 'DELETE', `/${report.id}`)).statusCode).toBe(204);
    expect(distinctSince(seen)).toEqual([`DELETE /${s3.bucket}/${docx_key}`, `DELETE /${s3.bucket}/${pdf_key}`].sort());
    expect(await list()).toEqual([]);
    // Nothing went to the local folder.
    await expect(stat(path.join(dataDir, 'uploads'))).rejects.toThrow();
  });

  it('answers 503 when the bucket refuses, keeps a report it could not delete, and keeps nothing it could not store', async () => {
    const report = Report.assert((await keep(testApp.app)).json());
    const config = loadConfig({ ...process.env, ...s3.env, S3_SECRET_ACCESS_KEY: 'wrong-secret', DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: 'server/testing/no-spa-here' });
    const broken = await buildApp({ config, db: testApp.db, logger: false });
    try {
      const unavailable = { code: 'SERVICE_UNAVAILABLE', message: FILE_MESSAGES.storageUnavailable };
      expect((await call(broken, 'DELETE', `/${report.id}`)).json()).toMatchObject({ status: 503, ...unavailable });
      expect((await call(broken, 'GET', `/${report.id}/pdf`)).json()).toMatchObject({ status: 503, ...unavailable });
      expect((await keep(broken, { product_code: 'LLZ' })).json()).toMatchObject({ status: 503, ...unavailable });
    } finally {
      await broken.close();
    }
    expect(await list()).toEqual([report]);
    expect((await call(testApp.app, 'GET', `/${report.id}/pdf`)).statusCode).toBe(200);
  });
});
