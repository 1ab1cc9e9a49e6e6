import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase } from '../../db/open-database.ts';
import { fdaDataDir } from '../../testing/fda-data-dir.ts';
import { fdaUnreachable } from '../../testing/offline.ts';
import { rawCsvRecords, rawLines } from '../../testing/raw-fda-files.ts';
import { coreDatasets } from '../datasets/core-datasets.ts';
import { isoDay } from '../dates.ts';
import { importDatasets } from '../run-import.ts';
import { downloadFdaFiles, FdaDownloadError } from './download-fda-files.ts';
import { extractZipEntry } from './extract-zip-entry.ts';
import { FDA_FILE_SOURCES, OPENFDA_DOWNLOAD_INDEX } from './fda-sources.ts';

const offline = await fdaUnreachable();
const real = (file: string) => readFile(path.join(fdaDataDir(), file));
/** Records of FDA's 1981-85 510(k) file that its served zip holds: enough to lay out and import it, at a fraction of the time. */
const PMN_RECORDS = 2_000;

/** The first `count` lines of a real file, each with its line end. */
async function firstLines(file: string, count: number): Promise<Buffer> {
  const bytes = await real(file);
  let end = -1;
  for (let line = 0; line < count; line++) end = bytes.indexOf(0x0a, end + 1);
  return bytes.subarray(0, end + 1);
}

describe('downloading FDA files', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'clearway-download-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it.runIf(offline)('offline (this machine has no network): fails fast, naming each URL tried and its error', async () => {
    const targetDir = path.join(work, 'offline', 'fda-downloads');
    const startedAt = Date.now();
    const failure = await downloadFdaFiles({ targetDir, stallTimeoutMs: 5_000 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FdaDownloadError);
    const { failures, message } = failure as FdaDownloadError;
    expect(failures.map((f) => f.url)).toEqual([OPENFDA_DOWNLOAD_INDEX, ...FDA_FILE_SOURCES.map((s) => s.url)]);
    for (const f of failures) {
      expect(f.error).toMatch(/^fetch failed: (ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ENETUNREACH)/);
      expect(message).toContain(`  ${f.url}: ${f.error}`);
    }
    expect(message).toContain('set FDA_DATA_DIR to a folder of FDA data files');
    expect(Date.now() - startedAt).toBeLessThan(30_000);
    expect(await readdir(path.dirname(targetDir))).toEqual([]); // neither the folder nor a partial one
  });

  it("lays FDA's zips out as the datasets read them, and imports from there", { timeout: 120_000 }, async () => {
    // openFDA's 510(k) download, made of the real openFDA records of the sample (same field names).
    const openFda510k = rawCsvRecords('510k/openfda_510k_sample_2015-2026.csv');
    const openFdaZipUrl = 'https://download.open.fda.gov/device/510k/device-510k-0001-of-0001.json.zip';
    const pmn8185 = await firstLines('510k/pmn8185.txt', 1 + PMN_RECORDS);
    const served = new Map<string, Uint8Array>([
      ['https://www.accessdata.fda.gov/premarket/ftparea/foiclass.zip', zipSync({ 'foiclass.txt': await real('classification/foiclass_2026-01-31.txt') })],
      ['https://www.accessdata.fda.gov/premarket/ftparea/pmn8185.zip', zipSync({ 'pmn8185.txt': pmn8185 })],
      [FDA_FILE_SOURCES.at(-1)!.url, await real('510k/decision_codes.csv')],
      [OPENFDA_DOWNLOAD_INDEX, Buffer.from(JSON.stringify({ results: { device: { '510k': { partitions: [{ file: openFdaZipUrl }] } } } }))],
      [openFdaZipUrl, zipSync({ 'device-510k-0001-of-0001.json': Buffer.from(JSON.stringify({ meta: {}, results: openFda510k })) })],
    ]);
    const fakeFetch = (async (url: string | URL) => {
      const body = served.get(String(url));
      return body ? new Response(body.slice()) : new Response('not here', { status: 404, statusText: 'Not Found' });
    }) as typeof fetch;
    const targetDir = path.join(work, 'served', 'fda-downloads');
    const { dataDir, failures } = await downloadFdaFiles({ targetDir, fetch: fakeFetch });

    expect(dataDir).toBe(targetDir);
    expect(failures.map((f) => f.error)).toEqual(Array(failures.length).fill('HTTP 404 Not Found'));
    const day = isoDay(new Date());
    expect((await readdir(path.join(dataDir, 'classification'))).sort()).toEqual([`foiclass_${day}.txt`]);
    expect((await readdir(path.join(dataDir, '510k'))).sort()).toEqual(['decision_codes.csv', 'pmn8185.txt']);
    expect(await readdir(path.join(dataDir, 'openfda'))).toEqual(['device-510k-0001-of-0001.json.zip']);
    expect(await readFile(path.join(dataDir, '510k/pmn8185.txt'))).toEqual(pmn8185);

    const db = await openMigratedDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      const outcomes = await importDatasets(db, { dataDir, datasets: coreDatasets, only: ['product-codes', 'decision-codes', 'devices'] });
      expect(outcomes.map((o) => [o.name, o.rows])).toEqual([
        ['product-codes', rawLines('classification/foiclass_2026-01-31.txt', 'latin1').length - 1],
        ['decision-codes', 41],
        ['devices', PMN_RECORDS + openFda510k.length],
      ]);
      const record = openFda510k[0]!;
      expect(await db.selectFrom('fda_devices').select(['applicant', 'device_name', 'product_code', 'sources']).where('k_number', '=', record.k_number!).executeTakeFirst()).toEqual({
        applicant: record.applicant,
        device_name: record.device_name,
        product_code: record.product_code,
        sources: ['openfda/device-510k-0001-of-0001.json.zip'],
      });
    } finally {
      await db.destroy();
    }
  });

  it('refuses a cut-off zip', async () => {
    const zip = zipSync({ 'foiclass.txt': await real('classification/foiclass_2026-01-31.txt') });
    const cut = path.join(work, 'cut.zip');
    await writeFile(cut, zip.subarray(0, Math.floor(zip.length / 2)));
    await expect(extractZipEntry(cut, 'foiclass.txt', path.join(work, 'foiclass.txt'))).rejects.toThrow(/cut-off/);
    expect(existsSync(path.join(work, 'foiclass.txt'))).toBe(true); // a partial file in the work folder, never the data folder
  });
});
