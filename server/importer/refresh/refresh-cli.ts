import { ConfigError, loadConfig, type Config } from '../../config.ts';
import { DataFolderInUseError } from '../../db/data-folder-lock.ts';
import { databaseSourceFromConfig, openMigratedDatabase } from '../../db/open-database.ts';
import { readOperatorEndpoint } from '../../modules/fda-refresh/operator-endpoint.ts';
import { refreshThroughServer } from '../../modules/fda-refresh/refresh-client.ts';
import { refreshFdaData } from './refresh-fda-data.ts';

const log = (line: string) => console.error(line);

/** Refreshes in this process: on PostgreSQL, or on a PGlite folder no server holds. */
async function refreshHere(config: Config): Promise<number> {
  const db = await openMigratedDatabase(databaseSourceFromConfig(config), log);
  try {
    const { outcomes, summary } = await refreshFdaData(db, config, {
      log,
      progress: { write: (text) => process.stderr.write(text), isTTY: Boolean(process.stderr.isTTY), columns: process.stderr.columns },
    });
    process.stdout.write(summary);
    return outcomes.some((o) => o.error !== undefined) ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

/** A server holds the PGlite folder: it refreshes, and this follows its progress. */
async function refreshThroughRunningServer(config: Config, inUse: DataFolderInUseError): Promise<number> {
  const endpoint = await readOperatorEndpoint(config.DATA_DIR);
  if (!endpoint) {
    log(`${inUse.message}\nThat process published no refresh endpoint (is it a Clearway server that has finished starting?).`);
    return 1;
  }
  log(`A Clearway server (pid ${endpoint.pid}) holds ${config.DATA_DIR}: asking it at ${endpoint.url} to refresh the FDA data.`);
  const status = await refreshThroughServer(endpoint, (line) => console.log(line));
  return status.state === 'finished' ? 0 : 1;
}

/**
 * `npm run data:refresh`: fetches what changed in FDA's data and imports it (docs/operations.md, "Keeping the FDA
 * data fresh"). The exit code is 1 when anything failed; the previous data then stays.
 */
async function main(): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log(error.message);
    return 1;
  }
  try {
    return await refreshHere(config);
  } catch (error) {
    if (error instanceof DataFolderInUseError) return refreshThroughRunningServer(config, error);
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(`The refresh stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
