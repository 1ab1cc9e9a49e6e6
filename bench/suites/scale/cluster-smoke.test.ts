import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type RunningCluster } from '../../../scripts/cluster';
import { scenarioFromFoiclass } from '../../../server/modules/fda/testing/foiclass-scenario';
import { fdaDataDir } from '../../../server/testing/fda-data-dir';
import { testDatabaseKinds, type TestDatabase } from '../../../server/testing/test-databases';
import { mixedLoadTest } from '../data-load';
import { summaryProfiles, SUMMARIES_FILE } from '../engine';
import { restRequests, type RestUser } from '../load/mix';
import { signUpRestUser } from '../load/mix-users';
import { checkWritesSeenEverywhere } from './writes-seen';

const postgres = testDatabaseKinds.find((kind) => kind.name === 'PostgreSQL');

// The short version of `npm run bench scale` for CI: the real server processes, balancer and REST mix.
describe.skipIf(!postgres)('two server processes on one PostgreSQL schema behind the balancer', () => {
  let database: TestDatabase;
  let dataDir: string;
  let cluster: RunningCluster;
  let users: RestUser[];

  beforeAll(async () => {
    database = await postgres!.open();
    dataDir = await mkdtemp(path.join(tmpdir(), 'clearway-cluster-smoke-'));
    // An FDA folder without FDA files: the start-up import finds nothing to load and the servers start at once.
    const noFdaFiles = path.join(dataDir, 'no-fda-files');
    await mkdir(noFdaFiles);
    cluster = await startCluster({
      processes: 2,
      databaseUrl: database.databaseUrl!,
      dataDir,
      emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
      env: { FDA_DATA_DIR: noFdaFiles, LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) },
      serverLogFile: path.join(dataDir, 'servers.log'),
    });
    const [profile] = await summaryProfiles(path.join(fdaDataDir(), SUMMARIES_FILE));
    const scenario = scenarioFromFoiclass('DQY');
    users = await Promise.all(Array.from({ length: 10 }, () => signUpRestUser(cluster.url, profile!, scenario)));
  }, 60_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the REST part of the mix from 10 users without an error, shared out over both processes', async () => {
    const before = cluster.balancer.forwarded();
    const { total, endpoints } = await mixedLoadTest(cluster.url, users.map(restRequests), { durationSeconds: 3 });
    expect(endpoints.map(({ endpoint, errors, statuses }) => ({ endpoint, errors, statuses: Object.keys(statuses) }))).toEqual(
      ['REST: save device profile', 'REST: read device profile', 'REST: list scenarios', 'REST: save scenarios'].map((endpoint) => ({
        endpoint,
        errors: 0,
        statuses: ['200'],
      })),
    );
    expect(total.requests).toBeGreaterThan(100);
    const served = cluster.balancer.forwarded().map((count, i) => count - before[i]!);
    for (const count of served) expect(count).toBeGreaterThan(total.requests / 4);
  });

  it('reads a write through one process at once through the other', async () => {
    const seen = await checkWritesSeenEverywhere(
      cluster.servers.map((server) => server.url),
      users[0]!,
      10,
    );
    expect(seen).toEqual({ writes: 10, reads: 20, stale: 0 });
  });

  it('goes on without an error when one process is killed, passing it over', async () => {
    const [alive, killed] = cluster.servers;
    process.kill(killed!.pid, 'SIGKILL');
    await killed!.exited;
    const before = cluster.balancer.forwarded();
    const { total } = await mixedLoadTest(cluster.url, users.map(restRequests), { durationSeconds: 1 });
    expect(total.errors).toBe(0);
    const [toAlive, toKilled] = cluster.balancer.forwarded().map((count, i) => count - before[i]!);
    // Only the requests sent before its refusal was seen (at most one per user), not its share of them all.
    expect(toKilled).toBeLessThanOrEqual(users.length);
    expect(toAlive).toBeGreaterThanOrEqual(total.requests);
    expect((await fetch(`${alive!.url}/api/health`)).ok).toBe(true);
  });
});
