import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { ALL_DATASETS } from './datasets/index.ts';
import { downloadFdaFiles, type DownloadFailure } from './download/download-fda-files.ts';
import { formatImportSummary } from './import-summary.ts';
import { createProgressView, type ProgressOutput } from './progress-view.ts';
import { importDatasets, type DatasetOutcome } from './run-import.ts';

/** Where FDA's downloads are kept when no FDA_DATA_DIR is set. */
export const DOWNLOAD_FOLDER = 'fda-downloads';

/**
 * The folder to import from: FDA_DATA_DIR, or FDA's files downloaded into DATA_DIR/fda-downloads
 * (throws FdaDownloadError, saying what was tried, when nothing can be downloaded).
 */
export async function fdaDataFolder(
  config: Pick<Config, 'FDA_DATA_DIR' | 'DATA_DIR'>,
  log: (line: string) => void,
  download: typeof downloadFdaFiles = downloadFdaFiles,
): Promise<string> {
  return (await fdaDataSource(config, log, download)).dataDir;
}

/**
 * fdaDataFolder, with the files whose content the download changed (relative paths); null for FDA_DATA_DIR,
 * whose files are compared with what the last import recorded instead (refresh/datasets-to-refresh.ts).
 */
export async function fdaDataSource(
  config: Pick<Config, 'FDA_DATA_DIR' | 'DATA_DIR'>,
  log: (line: string) => void,
  download: typeof downloadFdaFiles = downloadFdaFiles,
): Promise<{ dataDir: string; changed: string[] | null }> {
  if (config.FDA_DATA_DIR) {
    const folder = path.resolve(config.FDA_DATA_DIR);
    const isFolder = await stat(folder).then((s) => s.isDirectory(), () => false);
    if (!isFolder) throw new Error(`FDA_DATA_DIR is not a folder: ${folder}`);
    return { dataDir: folder, changed: null };
  }
  const targetDir = path.resolve(config.DATA_DIR, DOWNLOAD_FOLDER);
  log(`FDA_DATA_DIR is not set: downloading FDA's files into ${targetDir}`);
  const downloaded: { dataDir: string; failures: DownloadFailure[]; changed?: string[] } = await download({ targetDir, log });
  for (const failure of downloaded.failures) log(`Not downloaded: ${failure.url} (${failure.error})`);
  return { dataDir: downloaded.dataDir, changed: downloaded.changed ?? null };
}

/** True once any FDA dataset has been imported into the database. */
export async function holdsFdaData(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('fda_import_runs').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Rows each dataset stored in its latest import. */
async function previousRowCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const runs = await db.selectFrom('fda_import_runs').select(['dataset', 'row_count']).orderBy('finished_at', 'asc').execute();
  return new Map(runs.map((run) => [run.dataset, run.row_count]));
}

export interface FdaImportResult {
  outcomes: DatasetOutcome[];
  seconds: number;
  summary: string;
}

/** Imports every dataset (or `only` these) from `dataDir`, showing progress on `progress`. */
export async function importFdaData(
  db: Kysely<Database>,
  options: { dataDir: string; asOf?: Date | null; only?: readonly string[] | null; progress: ProgressOutput },
): Promise<FdaImportResult> {
  const startedAt = Date.now();
  const view = createProgressView(options.progress, { previousRows: await previousRowCounts(db) });
  try {
    const outcomes = await importDatasets(db, {
      dataDir: options.dataDir,
      asOf: options.asOf ?? null,
      datasets: ALL_DATASETS,
      ...(options.only ? { only: options.only } : {}),
      onEvent: view.onEvent,
    });
    const seconds = (Date.now() - startedAt) / 1000;
    return { outcomes, seconds, summary: formatImportSummary(outcomes, seconds, options.asOf ?? null) };
  } finally {
    view.stop();
  }
}
