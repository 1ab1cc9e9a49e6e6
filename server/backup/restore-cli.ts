import { ConfigError, loadConfig } from '../config.ts';
import { DataFolderInUseError } from '../db/data-folder-lock.ts';
import { databaseSourceFromConfig, openMigratedDatabase } from '../db/open-database.ts';
import { createFileStorage } from '../modules/files/create-file-storage.ts';
import { BackupError } from './backup-error.ts';
import { parseRestoreArgs, RESTORE_USAGE, UsageError } from './cli-args.ts';
import { restoreBackup } from './restore.ts';
import { summaryLines } from './summary.ts';
import { mkdir } from 'node:fs/promises';

/** `npm run restore -- FILE`: a backup into the configured database and file storage. */
async function main(argv: readonly string[]): Promise<number> {
  const args = parseRestoreArgs(argv);
  if (args.help) {
    console.log(RESTORE_USAGE);
    return 0;
  }
  const config = loadConfig(process.env);
  const log = (line: string) => console.error(line);
  const db = await openMigratedDatabase(databaseSourceFromConfig(config), log);
  try {
    await mkdir(config.DATA_DIR, { recursive: true });
    const { manifest, removedFiles } = await restoreBackup({
      db,
      storage: createFileStorage(config),
      file: args.file,
      replace: args.replace,
      stagingParent: config.DATA_DIR,
      log,
    });
    const replaced = args.replace ? ` (replacing the users' data it held; ${removedFiles} files not in the backup removed)` : '';
    console.log([`Restored ${args.file}${replaced}:`, ...summaryLines(manifest)].join('\n'));
    console.log("FDA's data is not in a backup: `npm start` imports it when the database holds none (or run `npm run data:import`).");
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError || error instanceof BackupError || error instanceof DataFolderInUseError;
    console.error(known ? `Restore refused: ${error.message}` : `The restore failed, and the target was left as it was: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof UsageError) console.error(`\n${RESTORE_USAGE}`);
    process.exit(1);
  },
);
