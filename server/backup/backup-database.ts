import { existsSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { lockDataFolder } from '../db/data-folder-lock.ts';
import { databaseSourceFromConfig, openDatabase } from '../db/open-database.ts';
import { createPGlite, kyselyOverPGlite } from '../db/pglite.ts';
import { dataFolderMajor, ENGINE_POSTGRES_MAJOR } from '../db/pglite-upgrade.ts';
import type { Database } from '../db/schema.ts';
import { BackupError } from './backup-error.ts';
import type { BackupManifest } from './manifest.ts';

/**
 * The database to back up, opened as it is (never migrated or upgraded: a backup changes nothing). An
 * embedded folder is claimed with its lock like the server claims it, so a backup is refused while a
 * server runs on it (DataFolderInUseError names the lock file).
 */
export async function openDatabaseToBackUp(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<{ db: Kysely<Database>; kind: BackupManifest['database'] }> {
  const source = databaseSourceFromConfig(config);
  if (source.kind === 'postgres') return { db: openDatabase(source), kind: 'postgres' };
  const major = await dataFolderMajor(source.dataDir);
  if (major === null || !existsSync(source.dataDir)) {
    throw new BackupError(`There is no Clearway database at ${source.dataDir}: check DATA_DIR (or set DATABASE_URL for PostgreSQL).`);
  }
  if (major !== ENGINE_POSTGRES_MAJOR) {
    throw new BackupError(`${source.dataDir} was written by an older Clearway (PostgreSQL ${major}): start Clearway once to upgrade it, then back it up.`);
  }
  const release = lockDataFolder(source.dataDir);
  return { db: kyselyOverPGlite(createPGlite(source.dataDir), release), kind: 'pglite' };
}
