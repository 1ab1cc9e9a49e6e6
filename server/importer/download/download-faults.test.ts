import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFdaFiles, FdaDownloadError, type DownloadOptions } from './download-fda-files.ts';
import { readManifest } from './download-manifest.ts';
import { partialPrefix, replacedFolder, sweepPartialDownloads } from './partial-downloads.ts';
import { firstLines, partitionPath, PMN_RECORDS, premarketZip, startSmallFda, type SmallFda } from './testing/small-fda.ts';

const run = promisify(execFile);

describe('faults of the download', () => {
  let work: string;
  let fda: SmallFda;
  let folders = 0;
  beforeAll(async () => {
    [work, fda] = await Promise.all([mkdtemp(path.join(os.tmpdir(), 'clearway-download-faults-')), startSmallFda()]);
  });
  afterAll(async () => {
    await fda?.stop();
    await rm(work, { recursive: true, force: true });
  });

  const download = (targetDir: string, options: Partial<DownloadOptions> = {}, log?: string[]) =>
    downloadFdaFiles({
      targetDir,
      filesBaseUrl: fda.proxy.baseUrl,
      openFdaBaseUrl: fda.proxy.baseUrl,
      attempts: 3,
      retryDelayMs: 10,
      stallTimeoutMs: 500,
      ...(log ? { log: (line: string) => log.push(line) } : {}),
      ...options,
    });

  /** A download folder holding a whole earlier download, as the faulty one finds it. */
  async function previousDownload(): Promise<string> {
    const targetDir = path.join(work, `case-${++folders}`, 'fda-downloads');
    fda.proxy.clear();
    expect((await download(targetDir)).failures).toEqual([]);
    return targetDir;
  }

  /** Runs a download that fails on `url` and checks the previous download stayed as it was, saying why and what to do. */
  async function expectPreviousKept(targetDir: string, url: string, error: RegExp, hint: RegExp, options: Partial<DownloadOptions> = {}) {
    const before = await readManifest(targetDir);
    const log: string[] = [];
    const result = await download(targetDir, options, log);
    expect(result.dataDir).toBe(targetDir);
    expect(result.changed).toEqual([]);
    expect(result.failures).toEqual([{ url, error: expect.stringMatching(error), hint: expect.stringMatching(hint) }]);
    expect(await readManifest(targetDir)).toEqual(before);
    const message = log.at(-1)!;
    expect(message).toContain(`lost files that the previous one (${before!.downloadedAt}) holds, so the previous one stays in use, as it is, in ${targetDir}`);
    expect(message).toContain(`  ${url}: ${result.failures[0]!.error}`);
    expect(message).toMatch(hint);
    expect(await readdir(path.dirname(targetDir))).toEqual(['fda-downloads']);
  }

  const premarketUrl = (name: string) => `${fda.proxy.baseUrl}/premarket/ftparea/${name}.zip`;

  it('HTTP 500 twice, then the file: tried again after a wait, and downloaded', async () => {
    const targetDir = path.join(work, `case-${++folders}`, 'fda-downloads');
    fda.proxy.fault('/premarket/ftparea/pmn8185.zip', { kind: 'status', status: 500, times: 2 });
    fda.proxy.requests.length = 0;
    const result = await download(targetDir);
    expect(result.failures).toEqual([]);
    expect(fda.proxy.requests.filter((r) => r.path === '/premarket/ftparea/pmn8185.zip')).toHaveLength(3);
  });

  it('HTTP 500 at every try: gives up naming the URL, and the previous download stays', async () => {
    const targetDir = await previousDownload();
    fda.proxy.fault('/premarket/ftparea/pmn8185.zip', { kind: 'status', status: 500 });
    await expectPreviousKept(targetDir, premarketUrl('pmn8185'), /^HTTP 500 Internal Server Error \(gave up after 3 tries\)$/, /FDA did not answer in time.*try again later/);
  });

  it('a transfer that stalls mid-file or drops mid-file is tried again; one that stalls at every try is given up', { timeout: 30_000 }, async () => {
    const targetDir = await previousDownload();
    fda.proxy.fault(partitionPath('510k', 1, 2), { kind: 'stall', afterBytes: 1000, times: 1 });
    fda.proxy.fault('/premarket/ftparea/pmn8690.zip', { kind: 'cut', how: 'dropped', afterBytes: 1000, times: 2 });
    fda.publishIndex({ '510k': [partitionPath('510k', 1, 2), partitionPath('510k', 2, 2)], classification: [partitionPath('classification', 1, 1)], recall: [partitionPath('recall', 1, 1)], enforcement: [partitionPath('enforcement', 1, 1)] }, '2026-11-05');
    fda.served.serve('/premarket/ftparea/pmn8690.zip', premarketZip('pmn8690', await firstLines('510k/pmn8690.txt', PMN_RECORDS + 1)));
    const retried = await download(targetDir);
    expect(retried.failures).toEqual([]);
    expect(retried.changed).toEqual(['510k/pmn8690.txt']);

    fda.proxy.fault('/premarket/ftparea/foiclass.zip', { kind: 'stall', afterBytes: 1000 });
    fda.served.serve('/premarket/ftparea/foiclass.zip', premarketZip('foiclass', await firstLines('classification/foiclass_2026-01-31.txt', PMN_RECORDS + 1)));
    await expectPreviousKept(targetDir, premarketUrl('foiclass'), /^no data for 300 ms \(gave up after 2 tries\)$/, /try again later/, { stallTimeoutMs: 300, attempts: 2 });
  });

  it('a truncated zip (a shorter file that ends cleanly) fails, and the previous download stays', async () => {
    const targetDir = await previousDownload();
    fda.served.serve('/premarket/ftparea/pmn7680.zip', premarketZip('pmn7680', await firstLines('510k/pmn7680.txt', PMN_RECORDS + 1)));
    fda.proxy.fault('/premarket/ftparea/pmn7680.zip', { kind: 'cut', how: 'truncated', afterBytes: 2000 });
    await expectPreviousKept(targetDir, premarketUrl('pmn7680'), /pmn7680\.txt\.zip is not a readable zip .*cut-off|ends inside pmn7680\.txt: a cut-off download/, /try again later/);
  });

  it('a changed header or an unknown column fails the file, and the previous download stays', async () => {
    const targetDir = await previousDownload();
    const withHeader = (edit: (header: string) => string) => (zip: Buffer) => {
      const [name, bytes] = Object.entries(unzipSync(zip))[0]!;
      const text = strFromU8(bytes, true);
      const end = text.indexOf('\n');
      return Buffer.from(zipSync({ [name]: strToU8(`${edit(text.slice(0, end))}${text.slice(end)}`, true) }));
    };
    fda.proxy.fault('/premarket/ftparea/foiclass.zip', { kind: 'edit', edit: withHeader((h) => h.replace('DEVICECLASS', 'DEVICE_CLASS')) });
    fda.served.serve('/premarket/ftparea/foiclass.zip', premarketZip('foiclass', await firstLines('classification/foiclass_2026-01-31.txt', PMN_RECORDS + 2)));
    await expectPreviousKept(targetDir, premarketUrl('foiclass'), /^foiclass\.zip has a changed header \(without DEVICECLASS; with unknown columns DEVICE_CLASS\)$/, /FDA changed a file's columns.*update Clearway/);

    fda.proxy.clear();
    fda.proxy.fault('/premarket/ftparea/foiclass.zip', { kind: 'edit', edit: withHeader((h) => `${h}|RECALL_FLAG`) });
    await expectPreviousKept(targetDir, premarketUrl('foiclass'), /^foiclass\.zip has a changed header \(with unknown columns RECALL_FLAG\)$/, /update Clearway/);
  });

  it("a partition missing from openFDA's index keeps the previous download; on a first download the rest is taken", async () => {
    const targetDir = await previousDownload();
    const dropSecond510k = (index: Buffer) => {
      const parsed = JSON.parse(index.toString('utf-8'));
      parsed.results.device['510k'].partitions.splice(1, 1);
      return Buffer.from(JSON.stringify(parsed));
    };
    fda.proxy.fault('/download.json', { kind: 'edit', edit: dropSecond510k });
    const index = `${fda.proxy.baseUrl}/download.json`;
    await expectPreviousKept(targetDir, index, /^the index lacks partitions of device\/510k: device-510k-0002-of-0002\.json\.zip$/, /index is incomplete.*try again later/);

    const first = await download(path.join(work, `case-${++folders}`, 'fda-downloads'));
    expect(first.failures.map((f) => f.error)).toEqual(['the index lacks partitions of device/510k: device-510k-0002-of-0002.json.zip']);
    expect(first.changed).not.toContain('openfda/device-510k-0001-of-0002.json.zip');
    expect(first.changed).toContain('openfda/device-enforcement-0001-of-0001.json.zip');
  });

  it('nothing downloadable: FdaDownloadError names every URL, and no folder is left', async () => {
    const targetDir = path.join(work, `case-${++folders}`, 'fda-downloads');
    const error = await download(targetDir, { filesBaseUrl: `${fda.proxy.baseUrl}/nowhere`, openFdaBaseUrl: `${fda.proxy.baseUrl}/nowhere` }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FdaDownloadError);
    expect((error as FdaDownloadError).failures.map((f) => f.error)).toEqual(Array(8).fill('HTTP 404 Not Found'));
    expect(existsSync(path.dirname(targetDir)) ? await readdir(path.dirname(targetDir)) : []).toEqual([]);
  });

  it('a killed download leaves no partial folder behind: the next run sweeps it (as the start does, before it imports)', { timeout: 30_000 }, async () => {
    const dataDir = path.join(work, `case-${++folders}`);
    const targetDir = path.join(dataDir, 'fda-downloads');
    fda.proxy.clear();
    fda.proxy.fault('/premarket/ftparea/pmn8690.zip', { kind: 'stall', afterBytes: 1000, times: 1 });
    const script = `import { downloadFdaFiles } from ${JSON.stringify(path.resolve('server/importer/download/download-fda-files.ts'))};
      await downloadFdaFiles({ targetDir: ${JSON.stringify(targetDir)}, filesBaseUrl: ${JSON.stringify(fda.proxy.baseUrl)}, log: console.log });`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('pmn8690') && resolve()));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const partials = async () => (await readdir(dataDir)).filter((name) => name.startsWith('fda-downloads.partial-'));
    expect(await partials()).toHaveLength(1);

    const result = await download(targetDir);
    expect(result.failures).toEqual([]);
    expect(await readdir(dataDir)).toEqual(['fda-downloads']);

    const manifest = await readManifest(targetDir);
    // Killed between moving the previous download aside and putting the new one in its place: the previous comes back.
    await rename(targetDir, replacedFolder(targetDir));
    await mkdir(`${partialPrefix(targetDir)}x1y2z3`);
    expect((await sweepPartialDownloads(targetDir)).map((folder) => path.basename(folder))).toEqual(['fda-downloads.partial-x1y2z3']);
    expect(await readdir(dataDir)).toEqual(['fda-downloads']);
    expect(await readManifest(targetDir)).toEqual(manifest);
  });
});

const DISK_SIZE = '4m';

/** A DATA_DIR on a tmpfs of its own, so that filling it is quick; or why there is none (mounting needs root). */
async function tinyDisk(): Promise<{ dir: string; problem?: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'clearway-download-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${DISK_SIZE}`, 'tmpfs', dir]);
    return { dir };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    return { dir, problem: (error as { stderr?: string }).stderr?.trim() || 'mount failed' };
  }
}

const disk = await tinyDisk();

describe.skipIf(disk.problem !== undefined)(
  disk.problem ? `a full disk during the download (skipped: mounting a ${DISK_SIZE} tmpfs needs root: ${disk.problem})` : 'a full disk during the download',
  () => {
    let fda: SmallFda;
    beforeAll(async () => {
      fda = await startSmallFda();
    });
    afterAll(async () => {
      await fda?.stop();
      await run('umount', [disk.dir]);
      await rm(disk.dir, { recursive: true, force: true });
    });

    it('stops at the full disk, saying so and what to do; the previous download stays; none is left half-written', async () => {
      const targetDir = path.join(disk.dir, 'fda-downloads');
      const options = { targetDir, filesBaseUrl: fda.proxy.baseUrl, openFdaBaseUrl: fda.proxy.baseUrl, retryDelayMs: 10 };
      expect((await downloadFdaFiles(options)).failures).toEqual([]);
      const before = await readManifest(targetDir);
      const filler = path.join(disk.dir, 'filler');
      await expect(writeFile(filler, Buffer.alloc(8 * 1024 * 1024))).rejects.toMatchObject({ code: 'ENOSPC' });

      // FDA publishes new files: they need room the disk no longer has.
      for (const name of ['pmn7680', 'pmn8185', 'pmn8690']) {
        fda.served.serve(`/premarket/ftparea/${name}.zip`, premarketZip(name, await firstLines(`510k/${name}.txt`, PMN_RECORDS * 4)));
      }
      const log: string[] = [];
      const result = await downloadFdaFiles({ ...options, log: (line) => log.push(line) });
      expect(result.changed).toEqual([]);
      expect(result.failures).toEqual([{ url: `${fda.proxy.baseUrl}/download.json`, error: expect.stringMatching(/^the disk is full \(.*ENOSPC/), hint: expect.stringMatching(/disk is full: free space where DATA_DIR is/) }]);
      expect(log.at(-1)).toContain('so the previous one stays in use');
      expect(await readManifest(targetDir)).toEqual(before);
      expect((await readdir(disk.dir)).sort()).toEqual(['fda-downloads', 'filler']);

      // No previous download and no room: FdaDownloadError, and nothing left behind.
      await rm(targetDir, { recursive: true });
      await mkdir(path.join(disk.dir, 'again'));
      await rm(filler);
      await expect(writeFile(filler, Buffer.alloc(8 * 1024 * 1024))).rejects.toMatchObject({ code: 'ENOSPC' });
      const error = await downloadFdaFiles({ ...options, targetDir: path.join(disk.dir, 'again', 'fda-downloads') }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FdaDownloadError);
      expect((error as Error).message).toMatch(/the disk is full/);
      expect(await readdir(path.join(disk.dir, 'again'))).toEqual([]);
    });
  },
);
