import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { ALL_DATASETS } from './datasets/index.ts';
import { downloadFdaFiles } from './download/download-fda-files.ts';
import { readManifest } from './download/download-manifest.ts';
import { formatImportSummary } from './import-summary.ts';
import { createProgressView, type ProgressOutput } from './progress-view.ts';
import { importDatasets, type DatasetOutcome } from './run-import.ts';
import { createWatchRuns } from '../modules/watch/watch-runs.ts';

/** Where FDA's downloads are kept when no FDA_DATA_DIR is set. */
export const DOWNLOAD_FOLDER = 'fda-downloads';

export type FdaSourceConfig = Pick<Config, 'FDA_DATA_DIR' | 'DATA_DIR' | 'FDA_FILES_BASE_URL' | 'OPENFDA_BASE_URL'>;

/** The download folder of the download install (no FDA_DATA_DIR). */
export const downloadFolder = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, DOWNLOAD_FOLDER);

/**
 * The folder to import from: FDA_DATA_DIR, or FDA's files downloaded into DATA_DIR/fda-downloads
 * (throws FdaDownloadError, saying what was tried, when nothing can be downloaded). With
 * FDA_FILES_BASE_URL=off nothing is downloaded: an earlier download there is imported, else it throws.
 */
export async function fdaDataFolder(config: FdaSourceConfig, log: (line: string) => void): Promise<string> {
  return (await fdaDataSource(config, log)).dataDir;
}

/**
 * fdaDataFolder, with the files whose content the download changed (relative paths); null when nothing was
 * downloaded (FDA_DATA_DIR, or an earlier download with FDA_FILES_BASE_URL off), whose files are compared with
 * what the last import read instead (refresh/datasets-to-refresh.ts).
 */
export async function fdaDataSource(config: FdaSourceConfig, log: (line: string) => void): Promise<{ dataDir: string; changed: string[] | null }> {
  if (config.FDA_DATA_DIR) {
    const folder = path.resolve(config.FDA_DATA_DIR);
    const isFolder = await stat(folder).then((s) => s.isDirectory(), () => false);
    if (!isFolder) throw new Error(`FDA_DATA_DIR is not a folder: ${folder}`);
    return { dataDir: folder, changed: null };
  }
  const targetDir = downloadFolder(config);
  if (config.FDA_FILES_BASE_URL === 'off') {
    if (await readManifest(targetDir)) {
      log(`FDA_FILES_BASE_URL is off: importing the earlier download in ${targetDir}, not asking FDA.`);
      return { dataDir: targetDir, changed: null };
    }
    throw new Error(`No FDA data to import: FDA_DATA_DIR is not set and FDA_FILES_BASE_URL is off, so nothing is downloaded (set FDA_DATA_DIR to a folder of FDA data files, or unset FDA_FILES_BASE_URL to download them).`);
  }
  log(`FDA_DATA_DIR is not set: downloading FDA's files into ${targetDir}`);
  const { dataDir, failures, changed } = await downloadFdaFiles({ targetDir, filesBaseUrl: config.FDA_FILES_BASE_URL, openFdaBaseUrl: config.OPENFDA_BASE_URL, log });
  for (const failure of failures) log(`Not downloaded: ${failure.url} (${failure.error})`);
  return { dataDir, changed };
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

/** Records what the import made new for every watched item (docs/decisions.md, issue 27: watch); the line that says so. */
async function watchEventsAfterImport(db: Kysely<Database>): Promise<string> {
  const { newRecords, events, seconds } = await createWatchRuns(db).afterDataChange('import');
  return `Watch: ${newRecords} new records, ${events} events for watched items (${seconds.toFixed(1)} s)\n`;
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
    if (outcomes.some((o) => o.error === undefined)) options.progress.write(await watchEventsAfterImport(db));
    const seconds = (Date.now() - startedAt) / 1000;
    return { outcomes, seconds, summary: formatImportSummary(outcomes, seconds, options.asOf ?? null) };
  } finally {
    view.stop();
  }
}
