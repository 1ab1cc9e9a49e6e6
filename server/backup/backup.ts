import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import { MIGRATION_NAMES } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { migrationLevel, readRowsAsJson, writableColumns } from '../db/table-rows.ts';
import type { FileStorage } from '../modules/files/file-storage.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupHeader,
  type BackupManifest,
  fileEntry,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  tableEntry,
} from './manifest.ts';
import { BackupError } from './backup-error.ts';
import { formatBytes } from '../../src/api/contracts/files.ts';
import { StagedFile } from './staged-file.ts';
import { TarWriter } from './tar.ts';
import { BACKED_UP_TABLES } from './user-tables.ts';

export interface BackupOptions {
  db: Kysely<Database>;
  storage: FileStorage;
  database: BackupManifest['database'];
  /** The backup file to write; it must not exist yet. */
  out: string;
  log: (line: string) => void;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

const BATCH_ROWS = 500;

async function* hashed(chunks: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>): AsyncIterable<Buffer> {
  for await (const chunk of chunks) {
    hash.update(chunk);
    yield chunk;
  }
}

/**
 * Writes a backup of the users' data to `out`: every table of BACKED_UP_TABLES, read in one snapshot, and
 * every object of the file storage (the format: manifest.ts). The file is written as `<out>.partial` and
 * renamed when whole, so a failure leaves no backup that looks complete.
 */
export async function writeBackup({ db, storage, database, out, log }: BackupOptions): Promise<BackupSummary> {
  const migration = await migrationLevel(db).catch(() => null);
  if (migration === null) throw new BackupError('The database holds no Clearway schema: there is nothing to back up.');
  if (!MIGRATION_NAMES.includes(migration)) {
    throw new BackupError(`The database was migrated by a newer Clearway (schema ${migration}); back it up with that version.`);
  }
  const header: BackupHeader = { format: BACKUP_FORMAT, format_version: BACKUP_FORMAT_VERSION, migration, created_at: new Date().toISOString() };
  const staging = await mkdtemp(path.join(path.dirname(path.resolve(out)), '.clearway-backup-'));
  const partial = `${out}.partial`;
  try {
    const tables = await stageTables(db, staging, log);
    const objects = await storage.list();
    log(`Files: ${objects.length} (${formatBytes(objects.reduce((sum, o) => sum + o.size, 0))}) in the ${storage.kind} storage`);

    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(partial, { flags: 'wx' }));
    const tar = new TarWriter(gzip);
    const entryOf = (name: string) => path.join(staging, `${name}.ndjson`);
    await tar.add(HEADER_ENTRY, ...jsonEntry(header));
    for (const table of tables) await tar.add(tableEntry(table.name), table.bytes, createReadStream(entryOf(table.name)));
    const files: BackupManifest['files'] = [];
    for (const [index, { key }] of objects.entries()) {
      const opened = await storage.open(key);
      if (!opened) continue; // deleted since the listing
      const hash = createHash('sha256');
      await tar.add(fileEntry(key), opened.size, hashed(opened.body, hash));
      files.push({ key, bytes: opened.size, sha256: hash.digest('hex') });
      if ((index + 1) % 100 === 0) log(`Files: ${index + 1} of ${objects.length} copied`);
    }
    const manifest: BackupManifest = {
      ...header,
      database,
      storage: storage.kind,
      tables,
      files,
      file_count: files.length,
      file_bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    };
    await tar.add(MANIFEST_ENTRY, ...jsonEntry(manifest));
    await tar.finish();
    gzip.end();
    await written;
    await rename(partial, out);
    return { file: out, bytes: (await stat(out)).size, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function jsonEntry(value: unknown): [number, Buffer[]] {
  const bytes = Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
  return [bytes.length, [bytes]];
}

/** Each table's rows as NDJSON in `staging`, all read in one repeatable-read snapshot. */
async function stageTables(db: Kysely<Database>, staging: string, log: (line: string) => void): Promise<BackupManifest['tables']> {
  return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    const tables: BackupManifest['tables'] = [];
    for (const name of BACKED_UP_TABLES) {
      const columns = await writableColumns(trx, name);
      const file = new StagedFile(path.join(staging, `${name}.ndjson`));
      const reading = readRowsAsJson(trx, name, BATCH_ROWS, (rows) => file.write(Buffer.from(`${rows.join('\n')}\n`, 'utf8')));
      const [read, facts] = await Promise.allSettled([reading]).then(async ([outcome]) => [outcome, await file.close()] as const);
      if (read?.status === 'rejected') throw read.reason;
      tables.push({ name, rows: facts.lines, columns, bytes: facts.bytes, sha256: facts.sha256 });
      log(`Table ${name}: ${facts.lines} rows`);
    }
    return tables;
  });
}
