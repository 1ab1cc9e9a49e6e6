import type { Kysely } from 'kysely';
import { migrateToLatest } from '../db/migrate.ts';
import { createPGlite, kyselyOverPGlite } from '../db/pglite.ts';
import type { Database } from '../db/schema.ts';
import { schemaSnapshotKey, snapshot } from './import-snapshots.ts';

async function migratedSchemaDump(): Promise<Blob> {
  const pglite = createPGlite('memory://');
  const db = kyselyOverPGlite(pglite);
  try {
    await migrateToLatest(db);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
}

/** The dump of the migrated schema, read once per test process. */
let dump: Promise<Blob> | undefined;

function schemaDump(): Promise<Blob> {
  if (dump === undefined) {
    dump = schemaSnapshotKey().then(async (key) => (await snapshot(key, migratedSchemaDump)).blob);
    dump.catch(() => (dump = undefined));
  }
  return dump;
}

/**
 * A fresh in-memory PGlite with the schema migrated: loaded from a dump of it (about a second) rather than
 * migrated anew (4-7 s on this 2-core machine), which some seventy test files do, several of them more than once.
 * The dump is made once per change to server/db (import-snapshots.ts); migrateToLatest still runs, and finds
 * nothing to do.
 */
export async function openMigratedTestPGlite(): Promise<Kysely<Database>> {
  const db = kyselyOverPGlite(createPGlite('memory://', await schemaDump()));
  try {
    await migrateToLatest(db);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/**
 * Writes a PGlite data folder holding the migrated schema, for a test whose server or CLI opens a DATA_DIR:
 * they then find nothing to migrate, where an empty folder costs each first opening a full migration.
 */
export async function writeMigratedPGliteFolder(folder: string): Promise<void> {
  const pglite = createPGlite(folder, await schemaDump());
  await pglite.waitReady;
  await pglite.close();
}
