import { watch } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, it } from 'vitest';
import { withSearchPath } from '../db/database-url.ts';
import { pipeRecords } from '../modules/fda/testing/raw-fda-records.ts';
import { createEmulatorUser } from '../testing/emulator-user.ts';
import { writeMigratedPGliteFolder } from '../testing/migrated-pglite.ts';
import { testDatabaseKinds, type TestDatabaseKind } from '../testing/test-databases.ts';
import { profileWriter, reportWriter, scenarioWriter, uploadWriter } from './acknowledged-writes.ts';
import { apiClient } from './api-client.ts';
import { startKillableServer, type KillableServer } from './server-process.ts';

/** Kill once every kind of write has been acknowledged this often (more are in flight by then). */
const ACKS_BEFORE_KILL = 2;

const PRODUCT_CODES = pipeRecords('classification/foiclass_2026-01-31.txt', 'windows-1252')
  .slice(0, 4)
  .map((record) => record.PRODUCTCODE!);

/** The server's DATABASE_URL for `kind`: '' for PGlite in DATA_DIR, else a throwaway schema named in the URL. */
async function serverDatabase(kind: TestDatabaseKind): Promise<{ url: string; dispose(): Promise<void> }> {
  if (kind.name === 'PGlite') return { url: '', dispose: async () => {} };
  const { db, dispose } = await kind.open();
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return { url: withSearchPath(process.env.DATABASE_URL!, rows[0]!.schema), dispose };
}

/**
 * Resolves when a report's DOCX lands in one of `folders`: its PDF is being stored then and its row is not
 * in yet, which is the moment a kill can leave a report half-saved. After `timeoutMs` it resolves anyway.
 */
function nextReportFile(folders: string[], timeoutMs = 10_000): Promise<void> {
  const watchers = folders.map((folder) => watch(folder));
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    for (const watcher of watchers) watcher.on('change', (_event, name) => String(name).endsWith('.docx') && done());
  });
}

describe('kill -9 of the server during writes', () => {
  it.concurrent.for(testDatabaseKinds)(
    'on $name: every acknowledged write survives whole, and nothing half-written shows or is left behind',
    { timeout: 90_000 },
    async (kind, { expect }) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-kill-'));
      const database = await serverDatabase(kind);
      const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
      if (database.url === '') await writeMigratedPGliteFolder(path.join(dataDir, 'pglite'));
      const servers: KillableServer[] = [];
      const start = async () => {
        servers.push(await startKillableServer(env));
        return servers.at(-1)!;
      };
      try {
        const [server, users] = await Promise.all([start(), Promise.all([1, 2, 3, 4].map(() => createEmulatorUser()))]);
        const writers = [
          scenarioWriter(PRODUCT_CODES),
          profileWriter(),
          uploadWriter(users[2]!.uid),
          reportWriter(users[3]!.uid, PRODUCT_CODES[0]!),
        ].map((writer, i) => ({ writer, user: users[i]! }));
        const running = writers.map(({ writer, user }) => writer.run(apiClient(server.url, user)));
        const everyKindAcknowledged = () => writers.every(({ writer }) => writer.acknowledged() >= ACKS_BEFORE_KILL);
        await expect.poll(everyKindAcknowledged, { timeout: 30_000, interval: 5 }).toBe(true);
        const uploadsDir = path.join(dataDir, 'uploads');
        await nextReportFile(writers.filter(({ writer }) => writer.kind === 'report save').map(({ user }) => path.join(uploadsDir, user.uid, 'reports')));
        await server.kill();
        await Promise.all(running);

        const restarted = await start();
        const target = { baseUrl: restarted.url, uploadsDir };
        for (const { writer, user } of writers) await writer.check(apiClient(restarted.url, user), target);
      } finally {
        await Promise.all(servers.map((server) => server.kill()));
        await database.dispose();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
