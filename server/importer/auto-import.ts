import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { fdaDataFolder, holdsFdaData, importFdaData } from './fda-import.ts';

/**
 * On a database that holds no FDA data yet, imports it (from FDA_DATA_DIR, else FDA's downloads) with
 * plain progress lines and the summary on `write`. When there is nothing to import from (offline, no
 * FDA_DATA_DIR) it says so and returns: the server runs without FDA data until `npm run data:import`.
 */
export async function importFdaDataIfMissing(
  db: Kysely<Database>,
  config: Pick<Config, 'FDA_DATA_DIR' | 'DATA_DIR'>,
  write: (text: string) => void,
): Promise<void> {
  if (await holdsFdaData(db)) return;
  const log = (line: string) => write(`${line}\n`);
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
