import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Kysely } from 'kysely';
import { acceptedTypeOf, formatBytes } from '../../src/api/contracts/files.ts';
import type { Database } from '../db/schema.ts';
import { countRows, insertJsonRows, restartIdentities, tableNames, writableColumns } from '../db/table-rows.ts';
import type { FileStorage } from '../modules/files/file-storage.ts';
import { fileNameOfKey } from '../modules/files/object-keys.ts';
import { BackupError } from './backup-error.ts';
import { type BackupManifest, fileEntry, tableEntry } from './manifest.ts';
import { readBackup, type StagedBackup } from './read-backup.ts';
import { BACKED_UP_TABLES, isBackedUp } from './user-tables.ts';

export interface RestoreOptions {
  /** The target, migrated to this Clearway's schema. */
  db: Kysely<Database>;
  storage: FileStorage;
  file: string;
  /** Replace the users' data the target holds; without it, a target holding any is refused. */
  replace: boolean;
  /** A folder on a disk with room for the backup, where it is unpacked and checked first. */
  stagingParent: string;
  log: (line: string) => void;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** Files of the target that the backup did not hold, removed (with replace). */
  removedFiles: number;
}

const BATCH_ROWS = 500;

const contentTypeOf = (key: string) => acceptedTypeOf(fileNameOfKey(key))?.contentType ?? 'application/octet-stream';

/**
 * Restores a backup into the target: the file is unpacked and checked against its manifest before anything
 * changes; then the files the target lacks are stored, and all rows go in in one transaction. Should that
 * fail, the stored files are removed again, so the target is left as it was. With `replace`, the users'
 * rows are deleted in the same transaction, and once it is committed the backup's files overwrite those of
 * the same key and the target's other files are removed.
 */
export async function restoreBackup({ db, storage, file, replace, stagingParent, log }: RestoreOptions): Promise<RestoreSummary> {
  const staging = await mkdtemp(path.join(stagingParent, '.clearway-restore-'));
  try {
    const backup = await readBackup(file, staging, log);
    const { manifest } = backup;
    log(`Checked ${manifest.tables.length} tables and ${manifest.file_count} files (${formatBytes(manifest.file_bytes)}) against the manifest`);
    await checkTablesExist(db, manifest);

    const held = await storage.list();
    if (!replace) await refuseUnlessEmpty(db, held.length);
    const heldKeys = new Set(held.map((o) => o.key));
    const newFiles = manifest.files.filter((f) => !heldKeys.has(f.key));
    const stored: string[] = [];
    try {
      for (const { key } of newFiles) {
        await storage.put(key, await readFile(backup.pathOf(fileEntry(key))), contentTypeOf(key));
        stored.push(key);
      }
      log(`Stored ${stored.length} files`);
      await db.transaction().execute(async (trx) => {
        if (replace) for (const table of [...BACKED_UP_TABLES].reverse()) await trx.deleteFrom(table).execute();
        for (const table of manifest.tables) await restoreTable(trx, backup, table, log);
      });
    } catch (error) {
      for (const key of stored) await storage.remove(key).catch(() => {});
      throw error;
    }

    const backupKeys = new Set(manifest.files.map((f) => f.key));
    for (const { key } of manifest.files.filter((f) => heldKeys.has(f.key))) {
      await storage.put(key, await readFile(backup.pathOf(fileEntry(key))), contentTypeOf(key));
    }
    const others = held.filter((o) => !backupKeys.has(o.key));
    for (const { key } of others) await storage.remove(key);
    return { manifest, removedFiles: others.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function checkTablesExist(db: Kysely<Database>, manifest: BackupManifest): Promise<void> {
  const present = new Set(await tableNames(db));
  const unknown = manifest.tables.find((t) => !isBackedUp(t.name) || !present.has(t.name));
  if (unknown) throw new BackupError(`The backup holds a table this Clearway does not back up: ${unknown.name}. Nothing was restored.`);
}

/** Refuses a target that holds any users' row or stored file, naming what it holds. */
async function refuseUnlessEmpty(db: Kysely<Database>, fileCount: number): Promise<void> {
  const filled: string[] = [];
  for (const table of BACKED_UP_TABLES) {
    const rows = await countRows(db, table);
    if (rows > 0) filled.push(`${table}: ${rows} rows`);
  }
  if (fileCount > 0) filled.push(`${fileCount} stored files`);
  if (filled.length > 0) {
    throw new BackupError(
      `The target already holds users' data (${filled.join(', ')}). Nothing was restored. Restore into an empty ` +
        'DATA_DIR or database, or pass --replace to delete that data and put the backup in its place.',
    );
  }
}

async function restoreTable(trx: Kysely<Database>, backup: StagedBackup, table: BackupManifest['tables'][number], log: (line: string) => void): Promise<void> {
  // Columns added since the backup was made take their defaults; generated ones are computed.
  const writable = new Set(await writableColumns(trx, table.name));
  const columns = table.columns.filter((column) => writable.has(column));
  const lines = createInterface({ input: createReadStream(backup.pathOf(tableEntry(table.name))), crlfDelay: Infinity });
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length > 0) await insertJsonRows(trx, table.name, columns, `[${batch.join(',')}]`);
    batch = [];
  };
  for await (const line of lines) {
    batch.push(line);
    if (batch.length === BATCH_ROWS) await flush();
  }
  await flush();
  await restartIdentities(trx, table.name);
  const rows = await countRows(trx, table.name);
  if (rows !== table.rows) throw new BackupError(`${table.name}: the backup holds ${table.rows} rows but ${rows} were restored. Nothing was restored.`);
  log(`Table ${table.name}: ${rows} rows`);
}
