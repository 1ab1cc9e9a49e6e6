import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

export class MigrationError extends Error {
  constructor(migrationName: string | undefined, cause: unknown) {
    const which = migrationName ? `Database migration ${migrationName}` : 'Database migration';
    super(`${which} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

/**
 * Brings the schema up to the newest migration and returns the names it applied. The pending migrations
 * run in one transaction under a migration lock, so a failure leaves the schema as it was. `schema` names
 * the schema of a search path: Kysely otherwise takes its migration tables in any schema of the server for
 * this one's (two test schemas migrating at once then found each other's lock table).
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw new MigrationError(results.find((r) => r.status === 'Error')?.migrationName, error);
  return results.map((r) => r.migrationName);
}

/** Every migration's name, in the order they apply; the last is the schema's level. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();
