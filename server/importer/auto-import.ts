import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { ALL_DATASETS } from './datasets/index.ts';
import { classificationModels } from './datasets/classification-models.ts';
import { sweepPartialDownloads } from './download/partial-downloads.ts';
import { downloadFolder, fdaDataFolder, holdsFdaData, importFdaData, type FdaSourceConfig } from './fda-import.ts';
import { holdingImportLock, IMPORT_LOCK_WAIT_MESSAGE } from './import-lock.ts';
import { importDatasets } from './run-import.ts';

/**
 * On a database that holds no FDA data yet, imports it (from FDA_DATA_DIR, else FDA's downloads) with
 * plain progress lines and the summary on `write`. When there is nothing to import from (offline, no
 * FDA_DATA_DIR) it says so and returns: the server runs without FDA data until `npm run data:import`.
 * On one imported before the classification models existed, it trains them from the data it holds.
 * Without FDA_DATA_DIR, what a killed download left in DATA_DIR (fda-downloads.partial-*) is removed first.
 * On PostgreSQL (DATABASE_URL), processes starting at once take turns: the first imports, the others wait
 * for it and then find the data.
 */
export async function importFdaDataIfMissing(
  db: Kysely<Database>,
  config: FdaSourceConfig & Pick<Config, 'DATABASE_URL'>,
  write: (text: string) => void,
): Promise<void> {
  const log = (line: string) => write(`${line}\n`);
  return holdingImportLock(db, config, () => checkAndImport(db, config, log, write), () => log(IMPORT_LOCK_WAIT_MESSAGE));
}

async function checkAndImport(
  db: Kysely<Database>,
  config: FdaSourceConfig,
  log: (line: string) => void,
  write: (text: string) => void,
): Promise<void> {
  if (!config.FDA_DATA_DIR) {
    const swept = await sweepPartialDownloads(downloadFolder(config));
    for (const folder of swept) log(`Removed ${folder}, left by a download that did not finish.`);
  }
  if (await holdsFdaData(db)) {
    await trainClassificationModelsIfMissing(db, log);
    return;
  }
  let dataDir: string;
  try {
    dataDir = await fdaDataFolder(config, log);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    log('Starting without FDA data; import it later with `npm run data:import`.');
    return;
  }
  log(`The database holds no FDA data yet: importing it from ${dataDir} before the server starts.`);
  const { summary } = await importFdaData(db, { dataDir, progress: { write, isTTY: false } });
  write(summary);
}

async function trainClassificationModelsIfMissing(db: Kysely<Database>, log: (line: string) => void): Promise<void> {
  const trained = await db.selectFrom('fda_classification_models').select('name').limit(1).executeTakeFirst();
  if (trained) return;
  log('The classification models are not trained yet: training them from the imported FDA data.');
  const [outcome] = await importDatasets(db, { dataDir: '.', datasets: ALL_DATASETS, only: [classificationModels.name] });
  log(outcome?.error ? `Training them failed: ${outcome.error}` : `Trained in ${outcome!.seconds.toFixed(1)} s.`);
}
