import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fdaDataDir } from '../../testing/fda-data-dir.ts';
import { fdaUnreachable } from '../../testing/offline.ts';
import { rawLines } from '../../testing/raw-fda-files.ts';
import { coreDatasets } from '../datasets/core-datasets.ts';
import { isoDay } from '../dates.ts';
import { importDatasets } from '../run-import.ts';
import { DECISION_CODES_SOURCE } from './decision-code-table.ts';
import { downloadFdaFiles, FdaDownloadError } from './download-fda-files.ts';
import { MANIFEST_FILE, readManifest } from './download-manifest.ts';
import { extractZipEntry } from './extract-zip-entry.ts';
import { fdaFileSources, openFdaDownloadIndex } from './fda-sources.ts';
import { firstLines, FULL_INDEX, partitionPath, partitionZip, PMN_RECORDS, premarketZip, startSmallFda, type SmallFda } from './testing/small-fda.ts';
import { openMigratedTestPGlite } from '../../testing/migrated-pglite.ts';

const offline = await fdaUnreachable();

describe('downloading FDA files', () => {
  let work: string;
  let fda: SmallFda;
  beforeAll(async () => {
    [work, fda] = await Promise.all([mkdtemp(path.join(os.tmpdir(), 'clearway-download-')), startSmallFda()]);
  });
  afterAll(async () => {
    await fda?.stop();
    await rm(work, { recursive: true, force: true });
  });
  const download = (targetDir: string) => downloadFdaFiles({ targetDir, filesBaseUrl: fda.proxy.baseUrl, openFdaBaseUrl: fda.proxy.baseUrl, retryDelayMs: 10 });

  it.runIf(offline)("offline (this machine has no network): fails fast, naming each URL tried at FDA's default hosts and its error", async () => {
    const targetDir = path.join(work, 'offline', 'fda-downloads');
    const startedAt = Date.now();
    const failure = await downloadFdaFiles({
      targetDir,
      filesBaseUrl: 'https://www.accessdata.fda.gov',
      openFdaBaseUrl: 'https://api.fda.gov',
      stallTimeoutMs: 5_000,
      attempts: 1,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FdaDownloadError);
    const { failures, message } = failure as FdaDownloadError;
    expect(failures.map((f) => f.url).sort()).toEqual(['https://api.fda.gov/download.json', ...fdaFileSources('https://www.accessdata.fda.gov').map((s) => s.url)].sort());
    for (const f of failures) {
      expect(f.error).toMatch(/^fetch failed: (ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ENETUNREACH)/);
      expect(message).toContain(`  ${f.url}: ${f.error}`);
    }
    expect(message).toContain('set FDA_DATA_DIR to a folder of FDA data files');
    expect(Date.now() - startedAt).toBeLessThan(30_000);
    expect(await readdir(path.dirname(targetDir))).toEqual([]); // neither the folder nor a partial one
  });

  it("lays FDA's files out as the datasets read them, with the shipped decision codes and a manifest, and imports from there", { timeout: 120_000 }, async () => {
    const targetDir = path.join(work, 'laid-out', 'fda-downloads');
    const { dataDir, failures, changed } = await download(targetDir);

    expect(failures).toEqual([]);
    expect(dataDir).toBe(targetDir);
    const day = isoDay(new Date());
    expect(await readdir(path.join(dataDir, 'classification'))).toEqual([`foiclass_${day}.txt`]);
    expect((await readdir(path.join(dataDir, '510k'))).sort()).toEqual(
      ['decision_codes.csv', 'pmn7680.txt', 'pmn8185.txt', 'pmn8690.txt', 'pmn9195.txt', 'pmn96cur.txt', `pmnlstmn_${day}.txt`].sort(),
    );
    expect((await readdir(path.join(dataDir, 'openfda'))).sort()).toEqual(Object.values(FULL_INDEX).flat().map((p) => path.basename(p)).sort());
    expect(await readFile(path.join(dataDir, '510k/pmn8185.txt'))).toEqual(await firstLines('510k/pmn8185.txt', PMN_RECORDS));
    // The shipped table is openFDA's list, line for line.
    expect(await readFile(path.join(dataDir, '510k/decision_codes.csv'), 'utf-8')).toBe(`${rawLines('510k/decision_codes.csv').join('\n')}\n`);

    const manifest = (await readManifest(dataDir))!;
    expect(Object.keys(manifest.files).sort()).toEqual([...changed].sort()); // a first download: all of it changed
    expect(manifest.files['510k/pmn8185.txt']).toMatchObject({ url: `${fda.proxy.baseUrl}/premarket/ftparea/pmn8185.zip`, etag: expect.stringMatching(/^"/), lastModified: expect.any(String) });
    expect(manifest.files['510k/decision_codes.csv']!.url).toBe(DECISION_CODES_SOURCE);
    expect(manifest.openFdaExports).toEqual({ '510k': '2026-11-01', classification: '2026-11-01', recall: '2026-11-01', enforcement: '2026-11-01' });
    // Only FDA's two hosts were asked (here both the proxy), for the index and the files at FDA's paths.
    expect(fda.proxy.requests.map((r) => r.path)).toContain('/download.json');
    expect(fda.proxy.requests.map((r) => r.path)).toContain(partitionPath('enforcement', 1, 1));

    const db = await openMigratedTestPGlite();
    try {
      const outcomes = await importDatasets(db, { dataDir, datasets: coreDatasets, only: ['product-codes', 'decision-codes', 'devices'] });
      expect(outcomes.map((o) => [o.name, o.error])).toEqual([['product-codes', undefined], ['decision-codes', undefined], ['devices', undefined]]);
      expect(outcomes[1]!.rows).toBe(rawLines('510k/decision_codes.csv').length + 1); // and DENG
      const record = fda.openFda510k.at(-1)!;
      expect(await db.selectFrom('fda_devices').select(['applicant', 'device_name', 'product_code', 'sources']).where('k_number', '=', record.k_number!).executeTakeFirst()).toEqual({
        applicant: record.applicant,
        device_name: record.device_name,
        product_code: record.product_code,
        sources: ['openfda/device-510k-*.json.zip'],
      });
    } finally {
      await db.destroy();
    }
  });

  it('next time, asks only whether each file changed, reuses what did not, and names what did', { timeout: 60_000 }, async () => {
    const targetDir = path.join(work, 'again', 'fda-downloads');
    await download(targetDir);
    const before = (await readManifest(targetDir))!;

    fda.proxy.requests.length = 0;
    const same = await download(targetDir);
    expect(same).toEqual({ dataDir: targetDir, failures: [], changed: [] });
    const asked = fda.proxy.requests;
    // The premarket zips are asked conditionally; openFDA's partitions of an unchanged export are not asked at all.
    expect(asked.filter((r) => r.path.startsWith('/premarket/')).every((r) => r.conditional)).toBe(true);
    expect(asked.filter((r) => r.path.startsWith('/device/'))).toEqual([]);
    expect((await readManifest(targetDir))!.files).toEqual(before.files);

    // FDA publishes a new pmn8185 and a new 510(k) export whose second partition changed.
    fda.served.serve('/premarket/ftparea/pmn8185.zip', premarketZip('pmn8185', await firstLines('510k/pmn8185.txt', PMN_RECORDS + 5)));
    fda.served.serve(partitionPath('510k', 2, 2), partitionZip('device-510k-0002-of-0002.json.zip', fda.openFda510k.slice(-3)));
    fda.publishIndex(FULL_INDEX, '2026-11-02');
    fda.proxy.requests.length = 0;
    const next = await download(targetDir);
    expect(next.failures).toEqual([]);
    expect(next.changed).toEqual(['510k/pmn8185.txt', 'openfda/device-510k-0002-of-0002.json.zip']);
    // The unchanged partitions of the new export were asked whether they changed.
    expect(fda.proxy.requests.filter((r) => r.path === partitionPath('510k', 1, 2))).toEqual([{ path: partitionPath('510k', 1, 2), conditional: true }]);
    expect((await readManifest(targetDir))!.openFdaExports['510k']).toBe('2026-11-02');
    expect(await readdir(path.dirname(targetDir))).toEqual(['fda-downloads']);
    expect(existsSync(path.join(targetDir, MANIFEST_FILE))).toBe(true);
  });

  it('refuses a cut-off zip', async () => {
    const zip = zipSync({ 'foiclass.txt': await readFile(path.join(fdaDataDir(), 'classification/foiclass_2026-01-31.txt')) });
    const cut = path.join(work, 'cut.zip');
    await writeFile(cut, zip.subarray(0, Math.floor(zip.length / 2)));
    await expect(extractZipEntry(cut, 'foiclass.txt', path.join(work, 'foiclass.txt'))).rejects.toThrow(/cut-off/);
    expect(existsSync(path.join(work, 'foiclass.txt'))).toBe(false); // refused by its directory before a byte is written
  });

  it('the index address follows OPENFDA_BASE_URL', () => {
    expect(openFdaDownloadIndex('http://127.0.0.1:9/')).toBe('http://127.0.0.1:9/download.json');
    expect(fdaFileSources('http://127.0.0.1:9').map((s) => new URL(s.url).pathname)).toEqual(
      ['foiclass', 'pmn7680', 'pmn8185', 'pmn8690', 'pmn9195', 'pmn96cur', 'pmnlstmn'].map((name) => `/premarket/ftparea/${name}.zip`),
    );
  });
});
