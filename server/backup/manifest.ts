import { type } from 'arktype';

/**
 * What a backup file holds: a gzip-compressed tar of
 *   backup.json            format, version, schema level, date (read first, so a newer backup is refused at once)
 *   tables/<table>.ndjson  the rows, one JSON object a line
 *   files/<object key>     the stored files, byte for byte
 *   manifest.json          the same header plus row counts, sizes and SHA-256 of every other entry
 */
export const BACKUP_FORMAT = 'clearway-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const HEADER_ENTRY = 'backup.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const TABLES_FOLDER = 'tables/';
export const FILES_FOLDER = 'files/';

export const tableEntry = (table: string) => `${TABLES_FOLDER}${table}.ndjson`;
export const fileEntry = (key: string) => `${FILES_FOLDER}${key}`;

export const BackupHeader = type({
  format: 'string',
  format_version: 'number.integer',
  /** The newest migration of the database it was made from. */
  migration: 'string',
  created_at: 'string',
});
export type BackupHeader = typeof BackupHeader.infer;

const Checked = { bytes: 'number.integer >= 0', sha256: /^[0-9a-f]{64}$/ } as const;

export const BackupManifest = BackupHeader.and({
  database: "'pglite' | 'postgres'",
  storage: "'local' | 's3'",
  tables: type({ name: /^[a-z][a-z0-9_]*$/, rows: 'number.integer >= 0', columns: 'string[]', ...Checked }).array(),
  files: type({ key: 'string', ...Checked }).array(),
  file_count: 'number.integer >= 0',
  file_bytes: 'number.integer >= 0',
});
export type BackupManifest = typeof BackupManifest.infer;
