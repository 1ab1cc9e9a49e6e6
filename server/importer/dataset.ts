import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FdaTables } from '../db/fda-schema.ts';

export interface ImportContext {
  /** The folder of FDA files: FDA_DATA_DIR, or the folder FDA's downloads were saved to. */
  dataDir: string;
  /** Nothing decided, posted or received after this day is imported; null imports everything. */
  asOf: Date | null;
  /** Counts a row that could not be read; never fatal for the rest of the file. */
  reject(file: string, line: number, reason: string): void;
  /**
   * Counts a row that was read but, by the dataset's rule, passed over or stored otherwise than given (not
   * an error), under its reason: the summary gives the count per file and reason.
   */
  tally(file: string, reason: string): void;
  /** Reports rows read, for the progress bar. */
  progress(rows: number): void;
}

/**
 * One dataset of the import: the files it reads and the tables it fills. The runner has `load` fill empty
 * copies of the tables and swaps them in when it succeeds (replaceTablesStaged), so a failure leaves the
 * previous data in place.
 */
export interface Dataset {
  name: string;
  description: string;
  /** The tables this dataset replaces. */
  tables: readonly (keyof FdaTables)[];
  /**
   * Files read, relative to the data folder; a file name may hold '*' (see matchFiles). A pattern that
   * matches nothing fails the dataset before anything changes.
   */
  files: readonly string[];
  /** Files read when present (same patterns as `files`). */
  optionalFiles?: readonly string[];
  /** Datasets whose tables `load` reads (they are loaded first in a run). */
  after?: readonly string[];
  /**
   * Inserts the rows; returns how many rows it stored. `db` reaches the copies for the dataset's own tables
   * and the live tables for the others; it is not a transaction.
   */
  load(db: Kysely<Database>, ctx: ImportContext): Promise<number>;
  /** Writes to other datasets' tables, in the transaction that swaps the new tables in. */
  publish?(trx: Transaction<Database>): Promise<void>;
}

export function defineDataset(dataset: Dataset): Dataset {
  return dataset;
}
