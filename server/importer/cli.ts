import { ConfigError, loadConfig } from '../config.ts';
import { databaseSourceFromConfig, openMigratedDatabase } from '../db/open-database.ts';
import { parseImportArgs, IMPORT_USAGE, UsageError } from './cli-args.ts';
import { ALL_DATASETS } from './datasets/index.ts';
import { fdaDataFolder, importFdaData } from './fda-import.ts';
import { holdingImportLock, IMPORT_LOCK_WAIT_MESSAGE } from './import-lock.ts';
import { importExitCode } from './import-summary.ts';

/**
 * `npm run data:import`: imports FDA's data into the server's database. Progress goes to stderr, the
 * summary to stdout; the exit code is 1 when a dataset failed (the others are imported all the same) or one
 * named in --only had no files (importExitCode).
 */
async function main(argv: readonly string[]): Promise<number> {
  let config;
  let args;
  try {
    config = loadConfig(process.env);
    args = parseImportArgs(argv, ALL_DATASETS.map((d) => d.name));
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof UsageError)) throw error;
    console.error(`${error.message}\n`);
    if (error instanceof UsageError) console.error(IMPORT_USAGE);
    return 1;
  }
  if (args.help) {
    console.log(IMPORT_USAGE);
    return 0;
  }

  let dataDir: string;
  try {
    dataDir = await fdaDataFolder(config, (line) => console.error(line));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }

  const db = await openMigratedDatabase(databaseSourceFromConfig(config));
  try {
    const { outcomes, summary } = await holdingImportLock(db, config, () => {
      console.error(`Importing FDA data from ${dataDir}`);
      return importFdaData(db, {
        dataDir,
        asOf: args.asOf,
        only: args.only,
        progress: { write: (text) => process.stderr.write(text), isTTY: Boolean(process.stderr.isTTY), columns: process.stderr.columns },
      });
    }, () => console.error(IMPORT_LOCK_WAIT_MESSAGE));
    process.stdout.write(summary);
    return importExitCode(outcomes, args.only);
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`The import stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
