import { ConfigError } from '../config.ts';
import { DataFolderInUseError } from '../db/data-folder-lock.ts';
import { BackupError } from './backup-error.ts';
import { UsageError } from './cli-args.ts';

/**
 * Runs a backup or restore command and exits with its code: 1 when it fails, with `Backup refused: ...` for a
 * reason the user can act on (a bad argument, a setting, the lock, the backup itself) and the usage after a
 * bad argument.
 */
export function runCli(main: () => Promise<number>, texts: { refused: string; failed: string; usage: string }): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof UsageError || error instanceof ConfigError || error instanceof BackupError || error instanceof DataFolderInUseError;
      const message = error instanceof Error ? error.message : String(error);
      console.error(known ? `${texts.refused}: ${message}` : `${texts.failed}: ${message}`);
      if (error instanceof UsageError) console.error(`\n${texts.usage}`);
      process.exit(1);
    },
  );
}
