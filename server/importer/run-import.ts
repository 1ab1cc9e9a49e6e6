import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { matchFiles } from './data-files.ts';
import type { Dataset, ImportContext } from './dataset.ts';
import { importOrder } from './import-order.ts';
import { countingBytesRead } from './read-progress.ts';
import { replaceTablesStaged } from './staged-tables.ts';

export interface RejectedRow {
  file: string;
  line: number;
  reason: string;
}

/** Rows of a file passed over or stored otherwise by the dataset's rule, for one reason (ImportContext.tally). */
export interface TalliedRows {
  file: string;
  reason: string;
  count: number;
}

export interface DatasetOutcome {
  name: string;
  rows: number;
  rejected: number;
  /** The first rejected rows, with file and line (all are counted). */
  rejectedSample: RejectedRow[];
  /** Counts of rows tallied, per file and reason; absent when there are none. */
  tallied?: TalliedRows[];
  seconds: number;
  /** Set when the dataset was not replaced; its previous data is untouched. */
  error?: string;
  /** The file patterns it requires that matched nothing: the error was not a failure but an absence. */
  missingFiles?: string[];
}

export type ImportEvent =
  /** totalBytes: the size of the dataset's files on disk (0 when they are missing). */
  | { type: 'start'; dataset: string; totalBytes: number }
  /** rows reported by the dataset so far, and bytes its readers took from disk. */
  | { type: 'progress'; dataset: string; rows: number; bytes: number }
  | { type: 'done'; outcome: DatasetOutcome };

export interface ImportOptions {
  dataDir: string;
  asOf?: Date | null;
  datasets: readonly Dataset[];
  /** Only these datasets (by name); all when absent. */
  only?: readonly string[];
  onEvent?(event: ImportEvent): void;
}

const REJECT_SAMPLE_SIZE = 20;
/** Progress events at most this often (the last state is in the 'done' event anyway). */
const PROGRESS_INTERVAL_MS = 100;

/** What an import read of a file, recorded per dataset so that a refresh can tell which files changed since. */
export interface FileFingerprint {
  size: number;
  mtimeMs: number;
}

interface DatasetFiles {
  /** Patterns of `files` that match nothing. */
  missing: string[];
  totalBytes: number;
  /** The files read, relative to the data folder. */
  fingerprints: Record<string, FileFingerprint>;
}

/** The files a dataset reads in `dataDir`, relative to it (required and optional, each once). */
export async function datasetFileNames(dataDir: string, dataset: Dataset): Promise<{ required: string[][]; found: string[] }> {
  const required = await Promise.all(dataset.files.map((pattern) => matchFiles(dataDir, pattern)));
  const optional = await Promise.all((dataset.optionalFiles ?? []).map((pattern) => matchFiles(dataDir, pattern)));
  return { required, found: [...new Set([...required, ...optional].flat())] };
}

/** Size and modification time of each file, as an import records them. */
export async function fingerprintsOf(dataDir: string, files: readonly string[]): Promise<Record<string, FileFingerprint>> {
  const stats = await Promise.all(files.map((file) => stat(path.join(dataDir, file))));
  return Object.fromEntries(files.map((file, i) => [file, { size: stats[i]!.size, mtimeMs: Math.trunc(stats[i]!.mtimeMs) }]));
}

async function findDatasetFiles(dataDir: string, dataset: Dataset): Promise<DatasetFiles> {
  const { required, found } = await datasetFileNames(dataDir, dataset);
  const fingerprints = await fingerprintsOf(dataDir, found);
  return {
    missing: dataset.files.filter((_, i) => required[i]!.length === 0),
    totalBytes: Object.values(fingerprints).reduce((sum, file) => sum + file.size, 0),
    fingerprints,
  };
}

/**
 * Replaces each dataset's tables with copies loaded beside them and swapped in by one short transaction
 * (replaceTablesStaged), which also logs the run in fda_import_runs. A dataset that fails leaves its
 * previous data intact; the others go on.
 */
export async function importDatasets(db: Kysely<Database>, options: ImportOptions): Promise<DatasetOutcome[]> {
  const selected = options.only ? options.datasets.filter((d) => options.only!.includes(d.name)) : options.datasets;
  const outcomes: DatasetOutcome[] = [];
  for (const dataset of importOrder(selected)) {
    const files = await findDatasetFiles(options.dataDir, dataset);
    options.onEvent?.({ type: 'start', dataset: dataset.name, totalBytes: files.totalBytes });
    const outcome = await importOne(db, dataset, files, options);
    outcomes.push(outcome);
    options.onEvent?.({ type: 'done', outcome });
  }
  return outcomes;
}

async function importOne(
  db: Kysely<Database>,
  dataset: Dataset,
  files: DatasetFiles,
  options: ImportOptions,
): Promise<DatasetOutcome> {
  const startedAt = new Date();
  const rejected: RejectedRow[] = [];
  let rejectedCount = 0;
  const tallied = new Map<string, TalliedRows>();
  let rowsRead = 0;
  let bytesRead = 0;
  let lastProgressAt = 0;
  const reportProgress = () => {
    const now = Date.now();
    if (now - lastProgressAt < PROGRESS_INTERVAL_MS) return;
    lastProgressAt = now;
    options.onEvent?.({ type: 'progress', dataset: dataset.name, rows: rowsRead, bytes: bytesRead });
  };
  const outcome = (rows: number, error?: string, missingFiles?: string[]): DatasetOutcome => ({
    name: dataset.name,
    rows,
    rejected: rejectedCount,
    rejectedSample: rejected,
    ...(tallied.size > 0 ? { tallied: [...tallied.values()] } : {}),
    seconds: (Date.now() - startedAt.getTime()) / 1000,
    ...(error ? { error } : {}),
    ...(missingFiles ? { missingFiles } : {}),
  });

  if (files.missing.length > 0) return outcome(0, `missing in ${options.dataDir}: ${files.missing.join(', ')}`, files.missing);

  const context: ImportContext = {
    dataDir: options.dataDir,
    asOf: options.asOf ?? null,
    reject(file, line, reason) {
      rejectedCount++;
      if (rejected.length < REJECT_SAMPLE_SIZE) rejected.push({ file, line, reason });
    },
    tally(file, reason) {
      const key = `${file}\u0000${reason}`;
      const rows = tallied.get(key) ?? { file, reason, count: 0 };
      rows.count++;
      tallied.set(key, rows);
    },
    progress(rows) {
      rowsRead += rows;
      reportProgress();
    },
  };
  const countBytes = (bytes: number) => {
    bytesRead += bytes;
    reportProgress();
  };
  try {
    const rows = await countingBytesRead(countBytes, () =>
      replaceTablesStaged(db, dataset.tables, {
        fill: (staged) => dataset.load(staged, context),
        async publish(trx, stored) {
          await dataset.publish?.(trx);
          await trx
            .insertInto('fda_import_runs')
            .values({
              dataset: dataset.name,
              started_at: startedAt,
              finished_at: new Date(),
              row_count: stored,
              rejected_count: rejectedCount,
              as_of: options.asOf ?? null,
              source: options.dataDir,
              details: JSON.stringify({ rejectedSample: rejected, tallied: [...tallied.values()], files: files.fingerprints }),
            })
            .execute();
        },
      }),
    );
    return outcome(rows);
  } catch (error) {
    return outcome(0, error instanceof Error ? error.message : String(error));
  }
}
