import { formatBytes } from '../../src/api/contracts/files.ts';
import type { BackupManifest } from './manifest.ts';

/** The counts of a backup, one line each, for the end of a backup or restore. */
export function summaryLines(manifest: BackupManifest): string[] {
  const width = Math.max(...manifest.tables.map((t) => t.name.length), 'files'.length) + 2;
  return [
    `  schema ${manifest.migration}, made ${manifest.created_at} from ${manifest.database} with ${manifest.storage} file storage`,
    ...manifest.tables.map((t) => `  ${t.name.padEnd(width)}${t.rows} rows`),
    `  ${'files'.padEnd(width)}${manifest.file_count} (${formatBytes(manifest.file_bytes)})`,
  ];
}
