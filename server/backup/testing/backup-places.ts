import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { databaseSourceFromConfig, openMigratedDatabase } from '../../db/open-database.ts';
import type { Database } from '../../db/schema.ts';
import { createFileStorage } from '../../modules/files/create-file-storage.ts';
import type { FileStorage } from '../../modules/files/file-storage.ts';
import { testConfig } from '../../testing/test-app.ts';
import type { TestDatabaseKind } from '../../testing/test-databases.ts';
import { writeMigratedPGliteFolder } from '../../testing/migrated-pglite.ts';
import { BACKED_UP_TABLES } from '../user-tables.ts';

/** Where a backup is made or restored: a DATA_DIR (PGlite and the uploads) or a throwaway PostgreSQL schema with one. */
export interface BackupPlace {
  dataDir: string;
  /** DATA_DIR and DATABASE_URL, for the app or a CLI. */
  env: Record<string, string>;
  /** Opens (and migrates) its database; the caller destroys it. */
  open(): Promise<Kysely<Database>>;
  storage(): FileStorage;
  dispose(): Promise<void>;
}

export async function newBackupPlace(kind: TestDatabaseKind): Promise<BackupPlace> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-backup-place-'));
  const postgres = kind.name === 'PostgreSQL' ? await kind.open() : undefined;
  await postgres?.db.destroy();
  const env = { DATA_DIR: dataDir, DATABASE_URL: postgres?.databaseUrl ?? '' };
  const source = databaseSourceFromConfig(testConfig(env));
  if (source.kind === 'pglite') await writeMigratedPGliteFolder(source.dataDir);
  return {
    dataDir,
    env,
    open: () => openMigratedDatabase(source, () => {}),
    storage: () => createFileStorage(testConfig(env)),
    async dispose() {
      await postgres?.dispose().catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every users' table, each as its rows' JSON text in a stable order. */
export async function usersTables(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of BACKED_UP_TABLES) {
    const { rows } = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(table)} t order by 1`.execute(db);
    tables[table] = rows.map((r) => r.row);
  }
  return tables;
}

/** Every stored file's bytes, by key. */
export async function storedFiles(storage: FileStorage): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (const { key } of await storage.list()) {
    const opened = await storage.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.body) chunks.push(chunk as Buffer);
    files[key] = Buffer.concat(chunks);
  }
  return files;
}
