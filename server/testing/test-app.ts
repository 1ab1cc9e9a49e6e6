import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { testDatabaseKinds, type TestDatabaseKind } from './test-databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  close(): Promise<void>;
}

/**
 * The test environment's configuration plus `env`: no built SPA, and no call to FDA's file host or to openFDA (a
 * test that fetches summaries or asks openFDA names its stand-in host), so that answers do not depend on the network.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  const offline = { FDA_FILES_BASE_URL: 'off', OPENFDA_BASE_URL: 'off' };
  return loadConfig({ ...process.env, DATABASE_URL: '', STATIC_DIR: 'server/testing/no-spa-here', ...offline, ...env });
}

/**
 * The real app on a fresh database of `database` (an in-memory PGlite unless told), configured from the test
 * environment (the Auth emulator of the global setup) plus `env`. Without a STATIC_DIR in `env` it has no built
 * SPA to serve.
 */
export async function buildTestApp(env: Record<string, string> = {}, database: TestDatabaseKind = testDatabaseKinds[0]!): Promise<TestApp> {
  const config = testConfig(env);
  const { db, dispose } = await database.open();
  const app = await buildApp({ config, db, logger: false });
  return {
    app,
    db,
    config,
    async close() {
      // A test may leave a response streaming (an abandoned chat answer): end every connection rather than
      // wait for it, as Fastify's close does.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await dispose();
    },
  };
}
