import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dataset, ImportContext } from './dataset.ts';
import { importOrder } from './import-order.ts';

export interface RejectedRow {
  file: string;
  line: number;
  reason: string;
}

export interface DatasetOutcome {
  name: string;
  rows: number;
  rejected: number;
  /** The first rejected rows, with file and line (all are counted). */
  rejectedSample: RejectedRow[];
  seconds: number;
  /** Set when the dataset was not replaced; its previous data is untouched. */
  error?: string;
}

export type ImportEvent =
  | { type: 'start'; dataset: string }
  | { type: 'progress'; dataset: string; rows: number }
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

async function missingFiles(dataDir: string, files: readonly string[]): Promise<string[]> {
  const checks = await Promise.all(
    files.map((file) => access(path.join(dataDir, file)).then(() => null, () => file)),
  );
  return checks.filter((file): file is string => file !== null);
}

/**
 * Replaces each dataset in one transaction: its tables are emptied and loaded again, and the run is
 * logged in fda_import_runs. A dataset that fails leaves its previous data intact; the others go on.
 */
export async function importDatasets(db: Kysely<Database>, options: ImportOptions): Promise<DatasetOutcome[]> {
  const selected = options.only ? options.datasets.filter((d) => options.only!.includes(d.name)) : options.datasets;
  const outcomes: DatasetOutcome[] = [];
  for (const dataset of importOrder(selected)) {
    options.onEvent?.({ type: 'start', dataset: dataset.name });
    const outcome = await importOne(db, dataset, options);
    outcomes.push(outcome);
    options.onEvent?.({ type: 'done', outcome });
  }
  return outcomes;
}

async function importOne(db: Kysely<Database>, dataset: Dataset, options: ImportOptions): Promise<DatasetOutcome> {
  const startedAt = new Date();
  const rejected: RejectedRow[] = [];
  let rejectedCount = 0;
  let rowsRead = 0;
  const outcome = (rows: number, error?: string): DatasetOutcome => ({
    name: dataset.name,
    rows,
    rejected: rejectedCount,
    rejectedSample: rejected,
    seconds: (Date.now() - startedAt.getTime()) / 1000,
    ...(error ? { error } : {}),
  });

  const missing = await missingFiles(options.dataDir, dataset.files);
  if (missing.length > 0) return outcome(0, `missing in ${options.dataDir}: ${missing.join(', ')}`);

  const context: ImportContext = {
    dataDir: options.dataDir,
    asOf: options.asOf ?? null,
    reject(file, line, reason) {
      rejectedCount++;
      if (rejected.length < REJECT_SAMPLE_SIZE) rejected.push({ file, line, reason });
    },
    progress(rows) {
      rowsRead += rows;
      options.onEvent?.({ type: 'progress', dataset: dataset.name, rows: rowsRead });
    },
  };
  try {
    const rows = await db.transaction().execute(async (trx) => {
      for (const table of dataset.tables) await trx.deleteFrom(table).execute();
      const stored = await dataset.load(trx, context);
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
          details: JSON.stringify({ rejectedSample: rejected }),
        })
        .execute();
      return stored;
    });
    return outcome(rows);
  } catch (error) {
    return outcome(0, error instanceof Error ? error.message : String(error));
  }
}
