import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceRow, MdrTotals } from '../src/api/contracts/data.ts';
import { findFreePort } from '../scripts/free-port.ts';
import { startServerProcess, type ServerProcess } from '../scripts/server-process.ts';
import { bearer, createEmulatorUser } from './testing/emulator-user.ts';
import { startFdaStandIn, type FdaStandIn } from './testing/fda-stand-in/fda-stand-in.ts';

const DATA = '/api/data/v1';

/**
 * The download install, as `npm start` runs it on a machine without FDA_DATA_DIR: the server on an empty
 * DATA_DIR finds no FDA data, downloads FDA's files from the stand-in FDA (scale 0.05, both base URLs pointed
 * at it), imports them before it listens, and serves them; live openFDA, on by default here, is the stand-in's
 * count API.
 */
describe('the download install end to end (stand-in FDA at scale 0.05)', () => {
  let standIn: FdaStandIn;
  let dataDir: string;
  let server: ServerProcess;
  let startSeconds: number;
  beforeAll(async () => {
    [standIn, dataDir] = await Promise.all([startFdaStandIn({ scale: 0.05 }), mkdtemp(path.join(os.tmpdir(), 'clearway-download-install-'))]);
    // What a download killed at the previous start left behind.
    await mkdir(path.join(dataDir, 'fda-downloads.partial-k1ll3d'));
    const startedAt = Date.now();
    server = await startServerProcess({
      port: await findFreePort(),
      env: {
        DATA_DIR: dataDir,
        STATIC_DIR: dataDir,
        DATABASE_URL: '',
        FDA_DATA_DIR: '',
        FDA_FILES_BASE_URL: standIn.filesBaseUrl,
        OPENFDA_BASE_URL: standIn.openFdaBaseUrl,
        LOG_LEVEL: 'warn',
      },
      logFile: path.join(dataDir, 'server.log'),
      healthTimeoutMs: 600_000,
    });
    startSeconds = (Date.now() - startedAt) / 1000;
  }, 660_000);
  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('downloads only from FDA_FILES_BASE_URL and OPENFDA_BASE_URL, imports, sweeps the killed download, and serves', async () => {
    const log = await readFile(path.join(dataDir, 'server.log'), 'utf-8');
    expect(log).toContain(`Removed ${path.join(dataDir, 'fda-downloads.partial-k1ll3d')}, left by a download that did not finish.`);
    expect(log).toContain(`FDA_DATA_DIR is not set: downloading FDA's files into ${path.join(dataDir, 'fda-downloads')}`);
    expect(log).not.toContain('Not downloaded');
    expect(log).toMatch(/FDA data import: \d+ of \d+ datasets imported/);
    expect((await readdir(dataDir)).filter((name) => name.startsWith('fda-downloads'))).toEqual(['fda-downloads']);
    console.log(`download install at scale 0.05: listening after ${startSeconds.toFixed(1)} s`);

    // A 510(k) of the stand-in's pmn96cur, as the download laid it out, answers from the imported data.
    const pmn96cur = await readFile(path.join(dataDir, 'fda-downloads/510k/pmn96cur.txt'), 'latin1');
    const [header, first] = pmn96cur.split('\n') as [string, string];
    const columns = header.trim().split('|');
    const fields = first.trim().split('|');
    const kNumber = fields[columns.indexOf('KNUMBER')]!;
    const productCode = fields[columns.indexOf('PRODUCTCODE')]!;
    const headers = bearer(await createEmulatorUser());
    const get = async (url: string) => {
      const response = await fetch(`${server.url}${DATA}${url}`, { headers });
      expect(response.status, url).toBe(200);
      return response.json();
    };
    const device = DeviceRow.assert(await get(`/devices/${kNumber}`));
    expect(device).toMatchObject({ k_number: kNumber, product_code: productCode });

    // Risk: MAUDE's picture from openFDA's count API (the stand-in), on by default without FDA_DATA_DIR.
    const asked = standIn.requests.length;
    const mdrs = MdrTotals.assert(await get(`/risk/total-mdrs?product_code=${productCode}`));
    expect(mdrs.coverage.live?.source).toBe('openFDA');
    expect(standIn.requests.slice(asked)).toContain('/device/event.json');
  });
});
