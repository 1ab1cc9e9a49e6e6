import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openMigratedDatabase } from '../../server/db/open-database.ts';
import type { Database } from '../../server/db/schema.ts';
import { ALL_DATASETS } from '../../server/importer/datasets/index.ts';
import { importDatasets } from '../../server/importer/run-import.ts';
import { REPO_ROOT } from '../../scripts/repo-root';

/** What classification and predicates read (recalls: the predicates engine flags recalled devices). */
export const BENCH_DATASETS = ['product-codes', 'regulations', 'decision-codes', 'devices', 'device-documents', 'predicates', 'recalls', 'classification-models'];

/** BENCH_DATA_ROOT moves it (a second copy for a second person benchmarking on the same machine). */
export const BENCH_DATA_ROOT = process.env.BENCH_DATA_ROOT ? path.resolve(process.env.BENCH_DATA_ROOT) : path.join(REPO_ROOT, '.data-bench');

/** The as-of day of the time split (DESIGN.md section 6): the engine sees nothing decided after it. */
export const BENCH_AS_OF = new Date('2024-12-31T00:00:00Z');

const dayText = (day: Date | null) => (day ? day.toISOString().slice(0, 10) : 'full');

/** Whether the folder already holds a successful import of every bench dataset with this as-of day. */
async function holdsImport(db: Kysely<Database>, asOf: Date | null): Promise<boolean> {
  const runs = await db.selectFrom('fda_import_runs').select(['dataset', 'as_of']).execute();
  const wanted = dayText(asOf);
  return BENCH_DATASETS.every((name) => {
    const last = runs.filter((run) => run.dataset === name).at(-1);
    return last !== undefined && dayText(last.as_of) === wanted;
  });
}

/**
 * A PGlite folder under .data-bench holding the bench datasets imported as of `asOf` (null: everything).
 * An existing folder with a finished import of the same day is reused unless `fresh`.
 */
export async function openBenchDatabase(
  asOf: Date | null,
  { dataDir, fresh, log }: { dataDir: string; fresh: boolean; log: (line: string) => void },
): Promise<Kysely<Database>> {
  const folder = path.join(BENCH_DATA_ROOT, asOf ? `as-of-${dayText(asOf)}` : 'full');
  if (fresh) await rm(folder, { recursive: true, force: true });
  const db = await openMigratedDatabase({ kind: 'pglite', dataDir: folder });
  if (await holdsImport(db, asOf)) {
    log(`Reusing ${path.relative(REPO_ROOT, folder)} (${dayText(asOf)})`);
    return db;
  }
  log(`Importing ${BENCH_DATASETS.join(', ')} as of ${dayText(asOf)} into ${path.relative(REPO_ROOT, folder)} ...`);
  const outcomes = await importDatasets(db, { dataDir, asOf, datasets: ALL_DATASETS, only: BENCH_DATASETS });
  const failed = outcomes.filter((outcome) => outcome.error !== undefined);
  if (failed.length > 0) {
    await db.destroy();
    throw new Error(`Import failed: ${failed.map((o) => `${o.name}: ${o.error}`).join('; ')}`);
  }
  for (const outcome of outcomes) log(`  ${outcome.name}: ${outcome.rows} rows in ${outcome.seconds.toFixed(1)} s`);
  return db;
}
