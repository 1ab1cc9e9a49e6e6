import { ConfigError, loadConfig } from '../config.ts';
import { DataFolderInUseError } from '../db/data-folder-lock.ts';
import { createFileStorage } from '../modules/files/create-file-storage.ts';
import { formatBytes } from '../../src/api/contracts/files.ts';
import { BackupError } from './backup-error.ts';
import { openDatabaseToBackUp } from './backup-database.ts';
import { writeBackup } from './backup.ts';
import { BACKUP_USAGE, parseBackupArgs, UsageError } from './cli-args.ts';
import { summaryLines } from './summary.ts';

/** `npm run backup`: the users' data and files into one file. Progress goes to stderr, the summary to stdout. */
async function main(argv: readonly string[]): Promise<number> {
  const args = parseBackupArgs(argv);
  if (args.help) {
    console.log(BACKUP_USAGE);
    return 0;
  }
  const config = loadConfig(process.env);
  const { db, kind } = await openDatabaseToBackUp(config);
  try {
    console.error(`Backing up ${kind === 'pglite' ? `the database in ${config.DATA_DIR}` : 'the PostgreSQL database of DATABASE_URL'} to ${args.out}`);
    const { file, bytes, manifest } = await writeBackup({ db, storage: createFileStorage(config), database: kind, out: args.out, log: (line) => console.error(line) });
    console.log([`Backup written: ${file} (${formatBytes(bytes)})`, ...summaryLines(manifest)].join('\n'));
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError || error instanceof BackupError || error instanceof DataFolderInUseError;
    console.error(known ? `Backup refused: ${error.message}` : `The backup failed, and no backup file was written: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof UsageError) console.error(`\n${BACKUP_USAGE}`);
    process.exit(1);
  },
);
