import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { patternNames } from '../data-files.ts';
import type { Dataset } from '../dataset.ts';
import { datasetFileNames, fingerprintsOf, type FileFingerprint } from '../run-import.ts';

interface LatestRun {
  startedAt: Date;
  /** The files it read; absent for an import made before they were recorded. */
  files: Record<string, FileFingerprint> | null;
}

/** Each dataset's latest import, as fda_import_runs recorded it. */
async function latestRuns(db: Kysely<Database>): Promise<Map<string, LatestRun>> {
  const runs = await db.selectFrom('fda_import_runs').select(['dataset', 'started_at', 'details']).orderBy('finished_at', 'asc').execute();
  return new Map(
    runs.map((run) => {
      const details = (typeof run.details === 'string' ? JSON.parse(run.details) : run.details) as { files?: Record<string, FileFingerprint> } | null;
      return [run.dataset, { startedAt: new Date(run.started_at), files: details?.files ?? null }];
    }),
  );
}

function sameFiles(recorded: Record<string, FileFingerprint>, current: Record<string, FileFingerprint>): boolean {
  const names = Object.keys(current);
  if (names.length !== Object.keys(recorded).length) return false;
  return names.every((name) => recorded[name]?.size === current[name]!.size && recorded[name]?.mtimeMs === current[name]!.mtimeMs);
}

/**
 * Whether the dataset's files in `dataDir` differ from those its latest import read: another set of files, or
 * one of another size or modification time (for an import that recorded no files: one written after it began).
 * A dataset whose required files are missing is never due: importing it would fail.
 */
async function filesChanged(dataDir: string, dataset: Dataset, latest: LatestRun | undefined): Promise<boolean> {
  const { found } = await datasetFileNames(dataDir, dataset);
  if (found.length === 0 || !(await importable(dataDir, dataset))) return false;
  if (!latest) return true;
  const current = await fingerprintsOf(dataDir, found);
  if (latest.files) return !sameFiles(latest.files, current);
  return Object.values(current).some((file) => file.mtimeMs > latest.startedAt.getTime());
}

/** Whether every file pattern the dataset requires matches a file of `dataDir` (true for one that reads none). */
async function importable(dataDir: string, dataset: Dataset): Promise<boolean> {
  return (await datasetFileNames(dataDir, dataset)).required.every((files) => files.length > 0);
}

/** `names` and every dataset that reads their tables (`after`), however indirectly, in `datasets`' order. */
export function withDependents(names: readonly string[], datasets: readonly Dataset[]): string[] {
  const due = new Set(names);
  let grew = true;
  while (grew) {
    grew = false;
    for (const dataset of datasets) {
      if (!due.has(dataset.name) && (dataset.after ?? []).some((name) => due.has(name))) {
        due.add(dataset.name);
        grew = true;
      }
    }
  }
  return datasets.filter((dataset) => due.has(dataset.name)).map((dataset) => dataset.name);
}

/**
 * The datasets a refresh imports from `dataDir`: those whose files changed, then those that read their tables
 * (the classification models among them) when their own files are there. `changedFiles` (relative paths) is what
 * a download reported changed (added, changed or gone); null compares the folder with what the import log recorded
 * per dataset.
 */
export async function datasetsToRefresh(
  db: Kysely<Database>,
  dataDir: string,
  datasets: readonly Dataset[],
  changedFiles: readonly string[] | null,
): Promise<string[]> {
  const latest = changedFiles === null ? await latestRuns(db) : new Map<string, LatestRun>();
  const changed: string[] = [];
  for (const dataset of datasets) {
    const due = changedFiles === null
      ? await filesChanged(dataDir, dataset, latest.get(dataset.name))
      : [...dataset.files, ...(dataset.optionalFiles ?? [])].some((pattern) => changedFiles.some((file) => patternNames(pattern, file)));
    if (due) changed.push(dataset.name);
  }
  const due: string[] = [];
  for (const name of withDependents(changed, datasets)) {
    if (await importable(dataDir, datasets.find((dataset) => dataset.name === name)!)) due.push(name);
  }
  return due;
}
