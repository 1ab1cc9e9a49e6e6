import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { DeviceProfile } from '../../src/api/contracts/device-profile.ts';
import { FileUrl, UploadedFile } from '../../src/api/contracts/files.ts';
import { Report, ReportList } from '../../src/api/contracts/reports.ts';
import { ScenarioList, type Scenario } from '../../src/api/contracts/scenarios.ts';
import { sampleDocx, samplePdfOfSize } from '../testing/sample-files.ts';
import { scenarioFromFoiclass } from '../modules/fda/testing/foiclass-scenario.ts';
import { reportForm } from '../modules/reports/testing/report-form.ts';
import type { ApiCall } from './api-client.ts';
import { REST } from './api-client.ts';

/**
 * One kind of write, sent again and again by one user until the server dies, remembering what was sent and
 * what the server acknowledged (a 2xx answer read whole); `check` then asks the restarted server for it.
 */
export interface Writer {
  kind: string;
  acknowledged(): number;
  /** Sends writes one after another until one fails (the server is gone); any other answer than 2xx throws. */
  run(call: ApiCall): Promise<void>;
  /** Everything acknowledged is there and equal to what was sent; whatever else is there is whole. */
  check(call: ApiCall, server: RestartedServer): Promise<void>;
}

export interface RestartedServer {
  baseUrl: string;
  /** The local file storage's folder, DATA_DIR/uploads. */
  uploadsDir: string;
}

/** Megabytes, so that writing one takes a moment: the kill lands while a report's PDF is being written. */
const UPLOAD_BYTES = 1024 * 1024;
const REPORT_PDF_BYTES = 2 * 1024 * 1024;

function writer(kind: string, send: (call: ApiCall, n: number) => Promise<boolean>, check: Writer['check']): Writer {
  let acks = 0;
  return {
    kind,
    acknowledged: () => acks,
    async run(call) {
      for (let n = 0; ; n++) {
        let acknowledged: boolean;
        try {
          acknowledged = await send(call, n);
        } catch (error) {
          if (isConnectionLost(error)) return; // died with the server: in flight, neither acknowledged nor refused
          throw error;
        }
        if (!acknowledged) throw new Error(`A ${kind} write was refused before the kill`);
        acks++;
      }
    },
    check,
  };
}

/** fetch's errors when the server goes away before or while it answers. */
const isConnectionLost = (error: unknown) => error instanceof TypeError && ['fetch failed', 'terminated'].includes(error.message);

async function expectOk(answer: Promise<{ status: number; body: unknown; bytes: Buffer }>) {
  const { status, body, bytes } = await answer;
  expect(status, bytes.toString().slice(0, 300)).toBeLessThan(300);
  return { body, bytes };
}

/** Every file under `dir`, by path relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The scenario as saved, without what the server sets (order, timestamps, the product_code echo). */
const contentOf = ({ order: _o, createdAt: _c, updatedAt: _u, product_code: _p, ...content }: Scenario) => content;

/** Saves the whole scenario list (it replaces the saved one); the saved list must be the last acknowledged or the one in flight. */
export function scenarioWriter(productCodes: readonly string[]): Writer {
  const foiclass = productCodes.map((code) => scenarioFromFoiclass(code));
  let acknowledged: Scenario[] = [];
  let inFlight: Scenario[] | undefined;
  const listOf = (n: number) =>
    foiclass.slice(0, 1 + (n % foiclass.length)).map((scenario) => ({ ...scenario, aiReasoning: `Saved by write ${n}.` }));
  return writer(
    'scenario save',
    async (call, n) => {
      inFlight = listOf(n);
      const { status } = await call('POST', `${REST}/reg-strategy/scenarios`, { scenarios: inFlight });
      if (status !== 200) return false;
      acknowledged = inFlight;
      return true;
    },
    async (call) => {
      const { body } = await expectOk(call('GET', `${REST}/reg-strategy/scenarios`));
      const saved = ScenarioList.assert(body).scenarios.map(contentOf);
      const possible = [acknowledged, ...(inFlight ? [inFlight] : [])].map((list) => list.map(contentOf));
      expect(possible).toContainEqual(saved);
    },
  );
}

/** Creates a new device profile each time; each acknowledged one is there, and every profile held is one that was sent. */
export function profileWriter(): Writer {
  const sent = new Map<string, Record<string, string>>();
  const acknowledged = new Map<string, Record<string, string>>();
  return writer(
    'device profile save',
    async (call, n) => {
      const body = {
        device_name: `Device ${n}`,
        description: `Description of write ${n}.`.repeat(200),
        intended_use: `Intended use of write ${n}.`,
      };
      sent.set(body.device_name, body);
      const { status, body: answer } = await call('POST', `${REST}/reg-strategy/device-profile`, body);
      if (status !== 200) return false;
      acknowledged.set(DeviceProfile.assert(answer).profile_id, body);
      return true;
    },
    async (call) => {
      const { body } = await expectOk(call('GET', `${REST}/reg-strategy/device-profiles`));
      const held = DeviceProfile.array().assert(body);
      for (const [id, sentBody] of acknowledged) expect(held.find((profile) => profile.profile_id === id)).toMatchObject(sentBody);
      for (const profile of held) expect(profile).toMatchObject(sent.get(profile.device_name) ?? { device_name: 'one that was sent' });
    },
  );
}

/**
 * Uploads a PDF each time; each acknowledged one reads back equal through its link, every file stored is
 * whole (equal to one sent), and no temporary file is left in the storage folder.
 */
export function uploadWriter(uid: string): Writer {
  const sentBySize = new Map<number, Buffer>();
  const acknowledged: Array<{ key: string; bytes: Buffer }> = [];
  return writer(
    'upload',
    async (call, n) => {
      const bytes = samplePdfOfSize(UPLOAD_BYTES + n);
      sentBySize.set(bytes.length, bytes);
      const form = new FormData();
      form.append('uploaded_file', new File([new Uint8Array(bytes)], `spec-${n}.pdf`));
      const { status, body } = await call('POST', `${REST}/minio/upload-file-object?folder_name=device-profile`, form);
      if (status !== 200) return false;
      acknowledged.push({ key: UploadedFile.assert(body).object_key, bytes });
      return true;
    },
    async (call, { baseUrl, uploadsDir }) => {
      for (const { key, bytes } of acknowledged) {
        const { body } = await expectOk(call('GET', `${REST}/s3/url?object_key=${encodeURIComponent(key)}`));
        const read = await fetch(`${baseUrl}${FileUrl.assert(body).url}`);
        expect(read.status).toBe(200);
        expect(Buffer.from(await read.arrayBuffer()).equals(bytes), `${key} reads back as it was sent`).toBe(true);
      }
      for (const file of await filesUnder(path.join(uploadsDir, uid, 'device-profile'))) {
        const stored = await readFile(path.join(uploadsDir, uid, 'device-profile', file));
        expect(sentBySize.get(stored.length)?.equals(stored), `${file} is a whole upload`).toBe(true);
      }
      expect(await filesUnder(path.join(uploadsDir, '.incoming')), 'temporary files left in the storage').toEqual([]);
    },
  );
}

/**
 * Saves a report (a DOCX and a PDF) each time; each acknowledged one is listed and downloads equal, every
 * listed one has both files, and the storage holds no report file that no report names.
 */
export function reportWriter(uid: string, productCode: string): Writer {
  const docx = sampleDocx();
  const sentPdfs = new Map<string, Buffer>();
  const acknowledged = new Set<string>();
  return writer(
    'report save',
    async (call, n) => {
      const title = `Strategy ${n}`;
      const pdf = samplePdfOfSize(REPORT_PDF_BYTES + n);
      sentPdfs.set(title, pdf);
      const { status, body } = await call('POST', `${REST}/reports`, reportForm({ product_code: productCode, title, docx, pdf }));
      if (status !== 201) return false;
      acknowledged.add(Report.assert(body).id);
      return true;
    },
    async (call, { uploadsDir }) => {
      const { body } = await expectOk(call('GET', `${REST}/reports`));
      const { reports } = ReportList.assert(body);
      for (const id of acknowledged) expect(reports.map((report) => report.id)).toContain(id);
      for (const report of reports) {
        const [docxFile, pdfFile] = await Promise.all([
          expectOk(call('GET', `${REST}/reports/${report.id}/docx`)),
          expectOk(call('GET', `${REST}/reports/${report.id}/pdf`)),
        ]);
        expect(docxFile.bytes.equals(docx)).toBe(true);
        expect(pdfFile.bytes.equals(sentPdfs.get(report.title) ?? Buffer.alloc(0)), `${report.title}'s PDF is as sent`).toBe(true);
      }
      expect(await filesUnder(path.join(uploadsDir, uid, 'reports')), 'report files without a report').toHaveLength(2 * reports.length);
    },
  );
}
