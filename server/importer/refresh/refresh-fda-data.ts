import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { ALL_DATASETS } from '../datasets/index.ts';
import { fdaDataSource, importFdaData, type FdaImportResult, type FdaSourceConfig } from '../fda-import.ts';
import { holdingImportLock, IMPORT_LOCK_WAIT_MESSAGE } from '../import-lock.ts';
import type { ProgressOutput } from '../progress-view.ts';
import { datasetsToRefresh } from './datasets-to-refresh.ts';

export interface RefreshOptions {
  /** Plain lines: what is fetched, what changed, waiting for the lock. */
  log: (line: string) => void;
  /** The import's progress and summary. */
  progress: ProgressOutput;
}

/**
 * Fetches what changed (FDA's downloads, conditionally; or the files of FDA_DATA_DIR compared with what the
 * last import read) and imports only the datasets it touches and those that read them, the classification
 * models among them, under the import lock. `outcomes` is empty when nothing changed: nothing is imported.
 */
export async function refreshFdaData(
  db: Kysely<Database>,
  config: FdaSourceConfig & Pick<Config, 'DATABASE_URL'>,
  options: RefreshOptions,
): Promise<FdaImportResult> {
  const { log } = options;
  return holdingImportLock(db, config, async () => {
    const startedAt = Date.now();
    const { dataDir, changed } = await fdaDataSource(config, log);
    const due = await datasetsToRefresh(db, dataDir, ALL_DATASETS, changed);
    if (due.length === 0) {
      const summary = `Nothing changed in ${dataDir} since the last import: nothing imported.\n`;
      return { outcomes: [], seconds: (Date.now() - startedAt) / 1000, summary };
    }
    log(`Changed since the last import: importing ${due.join(', ')} from ${dataDir}`);
    return importFdaData(db, { dataDir, only: due, progress: options.progress });
  }, () => log(IMPORT_LOCK_WAIT_MESSAGE));
}
