import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FdaRefreshStatus } from '../../../src/api/contracts/fda-refresh.ts';
import { HealthStatus } from '../../../src/api/contracts/health.ts';
import { buildApp } from '../../app.ts';
import { lockDataFolder } from '../../db/data-folder-lock.ts';
import type { Database } from '../../db/schema.ts';
import { ALL_DATASETS } from '../../importer/datasets/index.ts';
import { importDatasets } from '../../importer/run-import.ts';
import { bearer, createEmulatorAdmin, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { makeFdaTestFolder, type FdaTestFolder } from '../../testing/fda-test-folder.ts';
import { augustPmnFile, JULY_FILE, julyProductCodesFile } from '../../testing/next-month-pmn.ts';
import { spawnScript } from '../../testing/spawn-script.ts';
import { testConfig } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-databases.ts';
import { newOperatorToken, writeOperatorEndpoint } from './operator-endpoint.ts';

const REFRESH = '/api/rest/v1/administrative/fda-data/refresh';
const august = augustPmnFile(12);
const JULY_K_NUMBER = august.from[0]!;

/**
 * A server on an embedded database (PGlite) serving a small import, while `npm run data:refresh`, finding the
 * database folder of DATA_DIR held, asks it through the endpoint it published there to take in a new month. (The
 * database is in memory, which opens in a fraction of a folder's time; this process holds the folder's lock, as
 * the server process holding it would.)
 */
describe('refreshing the FDA data while the server runs', () => {
  let folder: FdaTestFolder;
  let dataDir: string;
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;
  let releaseFolder: () => void;
  let app: FastifyInstance;
  let url: string;
  let user: EmulatorUser;

  beforeAll(async () => {
    folder = await makeFdaTestFolder();
    await folder.copy('510k/decision_codes.csv', JULY_FILE);
    const productCodes = julyProductCodesFile();
    await folder.write(productCodes.file, productCodes.text);
    dataDir = await mkdtemp(path.join(tmpdir(), 'clearway-refresh-'));
    const config = testConfig({ DATA_DIR: dataDir, FDA_DATA_DIR: folder.dir });
    releaseFolder = lockDataFolder(path.join(dataDir, 'pglite'));
    ({ db, dispose } = await testDatabaseKinds[0]!.open());
    const only = ['product-codes', 'decision-codes', 'devices', 'classification-models'];
    const outcomes = await importDatasets(db, { dataDir: folder.dir, datasets: ALL_DATASETS, only });
    expect(outcomes.filter((o) => o.error)).toEqual([]);
    const operatorToken = newOperatorToken();
    app = await buildApp({ config, db, logger: false, operatorToken });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
    await writeOperatorEndpoint(dataDir, { url, token: operatorToken, pid: process.pid });
    user = await createEmulatorUser();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await dispose?.();
    releaseFolder?.();
    await folder?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const device = (kNumber: string) => fetch(`${url}/api/data/v1/device/${kNumber}`, { headers: bearer(user) });

  it('takes in a new month through `npm run data:refresh` while requests run, none failing, without a restart', async () => {
    expect(await device(JULY_K_NUMBER).then((r) => r.status)).toBe(200);
    expect(await device(august.kNumbers[0]!).then((r) => r.status)).toBe(404);
    const before = HealthStatus.assert(await (await fetch(`${url}/api/health`)).json());

    let running = true;
    const failures: string[] = [];
    let answered = 0;
    const requests = (async () => {
      while (running) {
        for (const response of await Promise.all([device(JULY_K_NUMBER), fetch(`${url}/api/health`)])) {
          answered++;
          if (response.status !== 200) failures.push(`${response.url}: ${response.status}`);
        }
        // A user's pace, well under RATE_LIMIT_PER_MINUTE (a tight loop is throttled with 429 on a fast machine).
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();

    await folder.write(august.file, august.text);
    const cli = spawnScript('server/importer/refresh/refresh-cli.ts', [], { DATABASE_URL: '', DATA_DIR: dataDir, FDA_DATA_DIR: folder.dir });
    const refreshed = { code: await cli.exited, ...cli.output() };
    running = false;
    await requests;

    expect(refreshed.stderr).toContain('asking it at');
    expect(refreshed.stdout).toMatch(/importing devices, .*classification-models/);
    expect(refreshed.code).toBe(0);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(10);
    const [served] = await Promise.all([device(august.kNumbers[0]!)]);
    expect(served.status).toBe(200);
    expect(await served.json()).toMatchObject({ k_number: august.kNumbers[0], decision_date: expect.stringMatching(/^2026-08-/) });

    const after = HealthStatus.assert(await (await fetch(`${url}/api/health`)).json());
    expect(after.data!.imported_at > before.data!.imported_at).toBe(true);
    const newest = [before.data!.newest_decision_date!, august.newestDecision].sort().at(-1);
    expect(after.data!.newest_decision_date).toBe(newest);
  }, 120_000);

  it('lets an administrator start and follow a refresh, and no one else; with nothing changed it imports nothing', async () => {
    const admin = await createEmulatorAdmin();
    const runsBefore = await db.selectFrom('fda_import_runs').select('id').execute();
    expect((await fetch(`${url}${REFRESH}`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${url}${REFRESH}`, { method: 'POST', headers: bearer(user) })).status).toBe(403);
    expect((await fetch(`${url}${REFRESH}`, { headers: { 'x-clearway-operator-token': 'not-the-token' } })).status).toBe(401);
    const started = await fetch(`${url}${REFRESH}`, { method: 'POST', headers: bearer(admin) });
    expect(started.status).toBe(202);
    let status = FdaRefreshStatus.assert(await started.json());
    expect(status).toMatchObject({ trigger: 'request' });
    while (status.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = FdaRefreshStatus.assert(await (await fetch(`${url}${REFRESH}`, { headers: bearer(admin) })).json());
    }
    expect(status).toMatchObject({ state: 'finished', imported: [] });
    expect(status.lines.join('\n')).toContain('Nothing changed');
    expect(await db.selectFrom('fda_import_runs').select('id').execute()).toHaveLength(runsBefore.length);
  }, 60_000);
});
