import { mkdir } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { databaseSourceFromConfig, openMigratedDatabase } from '../db/open-database.ts';
import { createFileStorage } from '../modules/files/create-file-storage.ts';
import { parseRestoreArgs, RESTORE_USAGE } from './cli-args.ts';
import { runCli } from './run-cli.ts';
import { restoreBackup } from './restore.ts';
import { summaryLines } from './summary.ts';

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

runCli(() => main(process.argv.slice(2)), { refused: 'Restore refused', failed: 'The restore failed, and the target was left as it was', usage: RESTORE_USAGE });
