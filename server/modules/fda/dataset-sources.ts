import type { FdaTables } from '../../db/fda-schema.ts';
import type { Dataset } from '../../importer/dataset.ts';
import { ALL_DATASETS } from '../../importer/datasets/index.ts';

/** The importer's datasets that fill a table. */
function datasetsFilling(table: keyof FdaTables, datasets: readonly Dataset[]): Dataset[] {
  return datasets.filter((dataset) => dataset.tables.includes(table));
}

/** The names of the datasets that fill a table (as fda_import_runs records them). */
export function datasetNamesFilling(table: keyof FdaTables, datasets: readonly Dataset[] = ALL_DATASETS): string[] {
  return datasetsFilling(table, datasets).map((dataset) => dataset.name);
}

/** The files (or file patterns) the datasets filling a table read: the sources of a table without a source column. */
export function datasetFilesFilling(table: keyof FdaTables, datasets: readonly Dataset[] = ALL_DATASETS): string[] {
  return datasetsFilling(table, datasets).flatMap((dataset) => [...dataset.files, ...(dataset.optionalFiles ?? [])]);
}
