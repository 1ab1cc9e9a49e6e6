import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { withSearchPath } from '../db/database-url.ts';
import { openDatabase, openMigratedDatabase } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { openMigratedTestPGlite } from './migrated-pglite.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  /** A DATABASE_URL naming this database's schema, for a server process to share it (PostgreSQL only). */
  databaseUrl?: string;
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: string;
  open(): Promise<TestDatabase>;
}

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  async open() {
    const db = await openMigratedTestPGlite();
    return { db, dispose: () => db.destroy() };
  },
};

/**
 * pg_trgm belongs to the whole database but lives in one schema: created by a test schema's migration, it
 * would live there and be dropped with it while another test file used it. So it goes into public once,
 * which every test schema keeps on its search path. Two files creating it at once collide on its name.
 */
async function installExtensionsInPublic(admin: Kysely<Database>): Promise<void> {
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(admin);
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
  }
}

/** A throwaway schema on the server of DATABASE_URL, dropped again on dispose, so runs never collide. */
function postgres(url: string): TestDatabaseKind {
  return {
    name: 'PostgreSQL',
    async open() {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = openDatabase({ kind: 'postgres', url });
      const dropSchema = async () => {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
        await admin.destroy();
      };
      await installExtensionsInPublic(admin);
      await sql`create schema ${sql.id(schema)}`.execute(admin);
      try {
        const db = await openMigratedDatabase({ kind: 'postgres', url, searchPath: schema });
        return { db, databaseUrl: withSearchPath(url, schema), dispose: () => db.destroy().then(dropSchema) };
      } catch (error) {
        await dropSchema();
        throw error;
      }
    },
  };
}

/** PGlite always; PostgreSQL too when DATABASE_URL names a server. */
export const testDatabaseKinds: TestDatabaseKind[] = [
  pglite,
  ...(process.env.DATABASE_URL ? [postgres(process.env.DATABASE_URL)] : []),
];
