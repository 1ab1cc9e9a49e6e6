import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceRow, MdrTotals } from '../src/api/contracts/data.ts';
import { FdaRefreshStatus } from '../src/api/contracts/fda-refresh.ts';
import { HealthStatus } from '../src/api/contracts/health.ts';
import { findFreePort } from '../scripts/free-port.ts';
import { startServerProcess, type ServerProcess } from '../scripts/server-process.ts';
import { bearer, createEmulatorAdmin, createEmulatorUser } from './testing/emulator-user.ts';
import { startFdaStandIn, type FdaStandIn } from './testing/fda-stand-in/fda-stand-in.ts';

const DATA = '/api/data/v1';
const REFRESH = '/api/rest/v1/administrative/fda-data/refresh';

/** The first row of a downloaded pmn file whose decision date starts with `month` (YYYY-MM), as column → value. */
async function pmnRowOf(file: string, month?: string): Promise<Record<string, string>> {
  const [header, ...rows] = (await readFile(file, 'latin1')).split('\n');
  const columns = header!.trim().split('|');
  const decided = (fields: string[]) => fields[columns.indexOf('DECISIONDATE')] ?? '';
  const yyyymm = month?.replace('-', '');
  for (const row of rows) {
    const fields = row.trim().split('|');
    // pmn files write dates as MM/DD/YYYY.
    const [mm, , yyyy] = decided(fields).split('/');
    if (fields.length === columns.length && (yyyymm === undefined || `${yyyy}${mm}` === yyyymm)) {
      return Object.fromEntries(columns.map((column, i) => [column, fields[i]!]));
    }
  }
  throw new Error(`no row decided in ${month} in ${file}`);
}

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
    const { KNUMBER: kNumber, PRODUCTCODE: productCode } = await pmnRowOf(path.join(dataDir, 'fda-downloads/510k/pmn96cur.txt'));
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

  it("takes in the month FDA publishes next through an administrator's refresh while requests run: only the changed files", async () => {
    const user = bearer(await createEmulatorUser());
    const admin = bearer(await createEmulatorAdmin());
    const health = async () => HealthStatus.assert(await (await fetch(`${server.url}/api/health`)).json());
    const before = await health();
    const known = await pmnRowOf(path.join(dataDir, 'fda-downloads/510k/pmn96cur.txt'));

    await standIn.publishMonth();
    const { lastMonth } = standIn.manifest();
    let running = true;
    const failures: string[] = [];
    const waits: number[] = [];
    const requests = (async () => {
      while (running) {
        const sent = Date.now();
        for (const response of await Promise.all([fetch(`${server.url}${DATA}/devices/${known.KNUMBER}`, { headers: user }), fetch(`${server.url}/api/health`)])) {
          if (response.status !== 200) failures.push(`${response.url}: ${response.status}`);
        }
        waits.push(Date.now() - sent);
        // A user's pace, well under RATE_LIMIT_PER_MINUTE (a tight loop is throttled with 429 on a fast machine).
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
    const started = await fetch(`${server.url}${REFRESH}`, { method: 'POST', headers: admin });
    expect(started.status).toBe(202);
    let status = FdaRefreshStatus.assert(await started.json());
    while (status.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = FdaRefreshStatus.assert(await (await fetch(`${server.url}${REFRESH}`, { headers: admin })).json());
    }
    running = false;
    await requests;

    const log = status.lines.join('\n');
    expect(status.state, log).toBe('finished');
    // The month's 510(k)s changed pmn96cur and openFDA's 510(k) partitions; recalls, enforcement and
    // classification answered 304 or kept their export date, so their datasets are not imported again.
    expect(log).toMatch(/Changed since the last import: importing .*devices/);
    expect(status.imported).toContain('devices');
    expect(status.imported).toContain('classification-models');
    expect(status.imported).not.toContain('recalls');
    expect(failures).toEqual([]);
    // A dataset is loaded into copies of its tables outside any transaction and the models train in turns
    // with the requests, so on PGlite's one connection a request waits for single statements, not the import.
    const refreshMs = Date.parse(status.finished_at!) - Date.parse(status.started_at!);
    const longest = Math.max(...waits);
    console.log(`refresh at scale 0.05 in ${refreshMs} ms: ${waits.length} request pairs answered, the longest in ${longest} ms`);
    expect(waits.length).toBeGreaterThan(5);
    expect(longest).toBeLessThan(refreshMs / 2);

    const added = await pmnRowOf(path.join(dataDir, 'fda-downloads/510k/pmn96cur.txt'), lastMonth);
    const response = await fetch(`${server.url}${DATA}/devices/${added.KNUMBER}`, { headers: user });
    expect(response.status).toBe(200);
    expect(DeviceRow.assert(await response.json())).toMatchObject({ k_number: added.KNUMBER, decision_date: expect.stringMatching(new RegExp(`^${lastMonth}-`)) });
    const after = await health();
    expect(after.data!.imported_at > before.data!.imported_at).toBe(true);
    expect(after.data!.newest_decision_date!.startsWith(lastMonth)).toBe(true);
  }, 300_000);
});
