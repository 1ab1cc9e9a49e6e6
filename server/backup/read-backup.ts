import { createReadStream } from 'node:fs';
import { type } from 'arktype';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { MIGRATION_NAMES } from '../db/migrate.ts';
import { isWellFormedKey } from '../modules/files/object-keys.ts';
import { BackupError } from './backup-error.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupHeader,
  BackupManifest,
  FILES_FOLDER,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  TABLES_FOLDER,
  fileEntry,
  tableEntry,
} from './manifest.ts';
import { type StagedFacts, StagedFile } from './staged-file.ts';
import { readTar, TarFormatError } from './tar.ts';

/** A backup read into the staging folder and checked against its manifest. */
export interface StagedBackup {
  manifest: BackupManifest;
  /** Where each entry named by the manifest was staged. */
  pathOf(entry: string): string;
}

/** The file's bytes, uncompressed; a read error of the file reaches the reader too (pipe alone drops it). */
export function gunzipped(file: string): NodeJS.ReadableStream & AsyncIterable<Buffer> {
  const gunzip = createGunzip();
  createReadStream(file).on('error', (error) => gunzip.destroy(error)).pipe(gunzip);
  return gunzip;
}

const JSON_ENTRY_MAX = 64 * 1024 * 1024;

/** Whether this Clearway can restore a backup of that header; throws a BackupError saying why not. */
function checkHeader(value: unknown): BackupHeader {
  const header = BackupHeader(value);
  if (header instanceof type.errors || header.format !== BACKUP_FORMAT) {
    throw new BackupError('The file is not a Clearway backup (its backup.json is not one).');
  }
  if (header.format_version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(`The backup is of format ${header.format_version}, newer than this Clearway reads (${BACKUP_FORMAT_VERSION}): update Clearway, then restore.`);
  }
  if (!MIGRATION_NAMES.includes(header.migration)) {
    throw new BackupError(
      `The backup was made by a newer Clearway (schema ${header.migration}; this one knows up to ${MIGRATION_NAMES.at(-1)}): update Clearway, then restore.`,
    );
  }
  return header;
}

function parseJson(name: string, bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError(`The backup is damaged: its ${name} is not valid JSON.`);
  }
}

/**
 * Reads the backup `file` into `staging` (each table's rows and each file, under a name of its own), refusing
 * it as soon as its header says it is of a newer Clearway, then checks every entry against the manifest:
 * present, of its size and SHA-256, each table of its row count, and nothing else.
 */
export async function readBackup(file: string, staging: string, log: (line: string) => void): Promise<StagedBackup> {
  let header: BackupHeader | undefined;
  let manifest: unknown;
  const staged = new Map<string, { path: string; facts: StagedFacts }>();

  const onEntry = async (name: string, size: number) => {
    if (header === undefined && name !== HEADER_ENTRY) throw new BackupError(`The file is not a Clearway backup (it starts with ${name}, not ${HEADER_ENTRY}).`);
    if (name === HEADER_ENTRY || name === MANIFEST_ENTRY) {
      if (size > JSON_ENTRY_MAX) throw new BackupError(`The backup is damaged: its ${name} is ${size} bytes long.`);
      const chunks: Buffer[] = [];
      return {
        onChunk: async (chunk: Buffer) => void chunks.push(chunk),
        onEnd: async () => {
          const value = parseJson(name, Buffer.concat(chunks));
          if (name === MANIFEST_ENTRY) manifest = value;
          else {
            header = checkHeader(value);
            log(`Backup of ${header.created_at}, schema ${header.migration}`);
          }
        },
      };
    }
    const isTable = name.startsWith(TABLES_FOLDER) && /^[a-z][a-z0-9_]*\.ndjson$/.test(name.slice(TABLES_FOLDER.length));
    const isFile = name.startsWith(FILES_FOLDER) && isWellFormedKey(name.slice(FILES_FOLDER.length));
    if (!isTable && !isFile) throw new BackupError(`The backup holds an entry no Clearway backup has: ${name}.`);
    if (staged.has(name)) throw new BackupError(`The backup holds ${name} twice.`);
    const out = new StagedFile(path.join(staging, `entry-${staged.size}`));
    return {
      onChunk: (chunk: Buffer) => out.write(chunk),
      onEnd: async () => void staged.set(name, { path: out.path, facts: await out.close() }),
    };
  };

  try {
    await readTar(gunzipped(file), onEntry);
  } catch (error) {
    if (error instanceof BackupError || error instanceof TarFormatError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code.startsWith('Z_')) throw new BackupError(`The file is not a readable backup: it is not gzip-compressed, or damaged (${(error as Error).message}).`);
    throw error;
  }
  if (manifest === undefined) throw new BackupError(`The backup is damaged or incomplete: it has no ${MANIFEST_ENTRY}.`);
  const checked = checkManifest(manifest, header!, staged);
  return { manifest: checked, pathOf: (entry) => staged.get(entry)!.path };
}

function checkManifest(value: unknown, header: BackupHeader, staged: Map<string, { facts: StagedFacts }>): BackupManifest {
  const manifest = BackupManifest(value);
  if (manifest instanceof type.errors) throw new BackupError(`The backup is damaged: its manifest is not valid (${manifest.summary}).`);
  for (const field of ['format', 'format_version', 'migration', 'created_at'] as const) {
    if (manifest[field] !== header[field]) throw new BackupError(`The backup is damaged: its manifest and its ${HEADER_ENTRY} disagree on ${field}.`);
  }
  const expected = [
    ...manifest.tables.map((t) => ({ entry: tableEntry(t.name), bytes: t.bytes, sha256: t.sha256, lines: t.rows })),
    ...manifest.files.map((f) => ({ entry: fileEntry(f.key), bytes: f.bytes, sha256: f.sha256, lines: undefined })),
  ];
  for (const { entry, bytes, sha256, lines } of expected) {
    const found = staged.get(entry)?.facts;
    if (!found) throw new BackupError(`The backup is incomplete: ${entry} is missing. Nothing was restored.`);
    if (found.bytes !== bytes || found.sha256 !== sha256) {
      throw new BackupError(`The backup is damaged: ${entry} does not match its checksum in the manifest. Nothing was restored.`);
    }
    if (lines !== undefined && found.lines !== lines) {
      throw new BackupError(`The backup is damaged: ${entry} holds ${found.lines} rows, its manifest says ${lines}. Nothing was restored.`);
    }
  }
  if (staged.size !== expected.length) {
    const extra = [...staged.keys()].find((entry) => !expected.some((e) => e.entry === entry));
    throw new BackupError(`The backup is damaged: ${extra} is not in its manifest. Nothing was restored.`);
  }
  return manifest;
}
