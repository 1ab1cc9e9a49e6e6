import { Blob as NodeBlob } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useClientTestServer } from '../../../tests/client-test-server';
import { reportFiles } from '../../../server/modules/reports/testing/report-form.ts';
import type { EmulatorUser } from '../../../server/testing/emulator-user.ts';
import { samplePng } from '../../../server/testing/sample-files.ts';
import { ApiError } from '../../app/errors/errors';
import { FILE_MESSAGES } from '../contracts/files';
import { REPORT_MESSAGES, reportContentType } from '../contracts/reports';
import type { NewReport } from './reports';

/**
 * The reports client (services.reports) against the real server on loopback. The unit project's jsdom gives
 * fetch a FormData and Blob of its own, which fetch cannot send; a browser's (and Node's) can, so Node's are
 * used here.
 */
const dataDir = path.join(os.tmpdir(), `clearway-reports-client-${randomUUID()}`);
const running = useClientTestServer({ DATA_DIR: dataDir });

beforeAll(async () => {
  const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await rm(dataDir, { recursive: true, force: true });
});

const clientOf = (user: EmulatorUser) => running.servicesOf(user).reports;
const blobOf = (bytes: Buffer) => new NodeBlob([bytes]) as unknown as Blob;

function newReport(productCode: string, files = reportFiles(`${productCode} strategy`)): NewReport {
  return { productCode, title: `${productCode} 510(k) strategy`, docx: blobOf(files.docx), pdf: blobOf(files.pdf) };
}

describe('reports client against the real server', () => {
  it('keeps, lists, downloads and deletes the signed-in user\'s reports', async () => {
    const reports = clientOf(running.alice);
    expect(await reports.list()).toEqual([]);

    const files = reportFiles('Kept from the browser');
    const report = await reports.save({ ...newReport('DQY', files), preparedOn: '2026-11-24' });
    expect(report).toMatchObject({
      product_code: 'DQY',
      title: 'DQY 510(k) strategy',
      prepared_on: '2026-11-24',
      docx: { file_name: 'Clearway-510k-strategy-DQY-2026-11-24.docx', size: files.docx.length },
      pdf: { file_name: 'Clearway-510k-strategy-DQY-2026-11-24.pdf', size: files.pdf.length },
    });
    expect(await reports.list()).toEqual([report]);
    expect(await clientOf(running.bob).list()).toEqual([]);

    for (const format of ['docx', 'pdf'] as const) {
      const download = await reports.download(report.id, format);
      expect(download).toMatchObject({ fileName: report[format]!.file_name, contentType: reportContentType(format) });
      expect(Buffer.from(await download.blob.arrayBuffer())).toEqual(files[format]);
    }

    await reports.remove(report.id);
    expect(await reports.list()).toEqual([]);
  });

  it("surfaces the server's refusals as ApiErrors with its message", async () => {
    const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);
    const report = await clientOf(running.alice).save(newReport('LLZ'));

    const theirs = await failure(clientOf(running.bob).download(report.id, 'pdf'));
    expect(theirs).toBeInstanceOf(ApiError);
    expect(theirs).toMatchObject({ status: 404, message: REPORT_MESSAGES.notFound });
    expect(await failure(clientOf(running.bob).remove(report.id))).toMatchObject({ status: 404, message: REPORT_MESSAGES.notFound });

    const notPdf = await failure(clientOf(running.alice).save({ ...newReport('LLZ'), pdf: blobOf(samplePng()) }));
    expect(notPdf).toMatchObject({ status: 415, field: 'body.pdf', message: FILE_MESSAGES.contentMismatch('PDF', 'pdf') });
    const blankTitle = await failure(clientOf(running.alice).save({ ...newReport('LLZ'), title: ' ' }));
    expect(blankTitle).toMatchObject({ status: 400, field: 'body.title', message: REPORT_MESSAGES.titleRequired });

    expect(await clientOf(running.alice).list()).toEqual([report]);
  });
});
