import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureAuthEmulator, FIREBASE_PROJECT_ID } from '../../scripts/auth-emulator';
import { findFreePort } from '../../scripts/free-port';
import { bearer, createEmulatorUser } from '../../server/testing/emulator-user';
import { fdaDataDir } from '../../server/testing/fda-data-dir';
import { RESULTS_DIR } from '../lib/results';
import type { BenchContext } from '../suite';
import { importWithCli, startDataServer, type DataServer } from './data-server';

export interface ImportedServer {
  server: DataServer;
  /** Seconds the importer CLI took on the fresh DATA_DIR. */
  importSeconds: number;
  /** A signed-in emulator user's Authorization header. */
  headers: Record<string, string>;
}

/**
 * Imports FDA_DATA_DIR into a fresh DATA_DIR (or the empty PostgreSQL database of `databaseUrl`) with the
 * importer CLI, starts the server on it with the Auth emulator, runs `measure`, then stops and removes
 * everything but that database. Output goes to bench/results/<name>-server.log.
 */
export async function withImportedServer<T>(
  context: BenchContext,
  name: string,
  measure: (running: ImportedServer) => Promise<T>,
  { databaseUrl }: { databaseUrl?: string } = {},
): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `clearway-bench-${name}-`));
  const env = { dataDir, databaseUrl, fdaDataDir: fdaDataDir(), logFile: path.join(RESULTS_DIR, `${name}-server.log`) };
  const emulator = await ensureAuthEmulator();
  try {
    context.log(`Importing ${env.fdaDataDir} with the importer CLI (output: ${path.relative(process.cwd(), env.logFile)})`);
    const importSeconds = await importWithCli(env);
    context.log(`Imported in ${Math.round(importSeconds * 10) / 10} s; starting the server on it`);
    const server = await startDataServer(env, { port: await findFreePort(), emulatorHost: emulator.host, projectId: FIREBASE_PROJECT_ID });
    try {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
      const headers = bearer(await createEmulatorUser());
      return await measure({ server, importSeconds, headers });
    } finally {
      await server.stop();
    }
  } finally {
    await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
