import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { openDatabase, openMigratedDatabase } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: string;
  open(): Promise<TestDatabase>;
}

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  async open() {
    const db = await openMigratedDatabase({ kind: 'pglite', dataDir: 'memory://' });
    return { db, dispose: () => db.destroy() };
  },
};

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
      await sql`create schema ${sql.id(schema)}`.execute(admin);
      try {
        const db = await openMigratedDatabase({ kind: 'postgres', url, searchPath: schema });
        return { db, dispose: () => db.destroy().then(dropSchema) };
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
