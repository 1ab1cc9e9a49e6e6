import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../importer/cli-args.ts';

export { UsageError };

export const BACKUP_USAGE = `Usage: npm run backup -- [--out FILE]

Writes the users' data (accounts, profiles, device profiles, conversations, scenarios, tests and standards,
reports, feedback, pinned sources, plans) and every stored file (uploads, report DOCX and PDF) to one
.tar.gz file. Reads DATABASE_URL, or the PGlite folder in DATA_DIR (stop the server first: it holds that
folder), and the file storage (DATA_DIR/uploads, or the S3 bucket of the S3_ settings). FDA's data is not
in it: the importer loads it again.

  --out FILE   the file to write (default: clearway-backup-<date>-<time>.tar.gz here); must not exist
  --help       show this text
`;

export const RESTORE_USAGE = `Usage: npm run restore -- FILE [--replace]

Restores a backup made by npm run backup into DATABASE_URL, or the PGlite folder in DATA_DIR (stop the
server first), and the file storage. The target must hold no users' data; the backup is checked whole
before anything changes, and a failure half-way leaves the target as it was.

  --replace    delete the users' data the target holds and put the backup's in its place
  --help       show this text
`;

export interface BackupArgs {
  out: string;
  help: boolean;
}

export interface RestoreArgs {
  file: string;
  replace: boolean;
  help: boolean;
}

const stamp = (now: Date) => now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** Splits `--name=value` and `--name value`. */
function flags(argv: readonly string[], onFlag: (flag: string, value: () => string) => void, onPlain: (arg: string) => void): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('-')) {
      onPlain(arg);
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    onFlag(flag, () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '' || next.startsWith('--')) throw new UsageError(`${flag} needs a value`);
      return next;
    });
  }
}

export function parseBackupArgs(argv: readonly string[], now = new Date()): BackupArgs {
  const args: BackupArgs = { out: `clearway-backup-${stamp(now)}.tar.gz`, help: false };
  flags(
    argv,
    (flag, value) => {
      if (flag === '--help' || flag === '-h') args.help = true;
      else if (flag === '--out') args.out = value();
      else throw new UsageError(`Unknown argument: ${flag}`);
    },
    (plain) => {
      throw new UsageError(`Unexpected argument: ${plain} (the file to write goes after --out)`);
    },
  );
  if (args.help) return args;
  const folder = path.dirname(path.resolve(args.out));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new UsageError(`The folder of --out does not exist: ${folder}`);
  if (existsSync(args.out)) throw new UsageError(`${args.out} already exists; choose another name (a backup never overwrites a file)`);
  return args;
}

export function parseRestoreArgs(argv: readonly string[]): RestoreArgs {
  const args: RestoreArgs = { file: '', replace: false, help: false };
  const files: string[] = [];
  flags(
    argv,
    (flag) => {
      if (flag === '--help' || flag === '-h') args.help = true;
      else if (flag === '--replace') args.replace = true;
      else throw new UsageError(`Unknown argument: ${flag}`);
    },
    (plain) => void files.push(plain),
  );
  if (args.help) return args;
  if (files.length !== 1) throw new UsageError(files.length === 0 ? 'Name the backup file to restore' : `Name one backup file, not ${files.length}`);
  args.file = files[0]!;
  if (!existsSync(args.file) || !statSync(args.file).isFile()) throw new UsageError(`There is no file ${args.file}`);
  return args;
}
