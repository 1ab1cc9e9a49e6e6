import { loadConfig } from '../config.ts';
import { createFileStorage } from '../modules/files/create-file-storage.ts';
import { formatBytes } from '../../src/api/contracts/files.ts';
import { openDatabaseToBackUp } from './backup-database.ts';
import { writeBackup } from './backup.ts';
import { BACKUP_USAGE, parseBackupArgs } from './cli-args.ts';
import { runCli } from './run-cli.ts';
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

runCli(() => main(process.argv.slice(2)), { refused: 'Backup refused', failed: 'The backup failed, and no backup file was written', usage: BACKUP_USAGE });
