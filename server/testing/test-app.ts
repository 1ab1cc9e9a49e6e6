import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openMigratedDatabase } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh in-memory PGlite, configured from the test environment (the Auth emulator of the
 * global setup) plus `env`. Without a STATIC_DIR in `env` it has no built SPA to serve.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ ...process.env, DATABASE_URL: '', STATIC_DIR: 'server/testing/no-spa-here', ...env });
  const db = await openMigratedDatabase({ kind: 'pglite', dataDir: 'memory://' });
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
      await db.destroy();
    },
  };
}
