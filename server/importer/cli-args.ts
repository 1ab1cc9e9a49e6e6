/** A bad command line: the message says what is wrong; nothing has been changed. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface ImportArgs {
  /** --as-of YYYY-MM-DD: nothing decided, posted or received after that day. */
  asOf: Date | null;
  /** --only name,name: just these datasets. */
  only: string[] | null;
  help: boolean;
}

export const IMPORT_USAGE = `Usage: npm run data:import -- [--as-of YYYY-MM-DD] [--only dataset,dataset]

Imports FDA's data files into the database (DATABASE_URL, or the PGlite folder in DATA_DIR), from
FDA_DATA_DIR when it is set, else from FDA's download URLs (saved in DATA_DIR/fda-downloads).
Each dataset is replaced in one transaction: one that fails keeps its previous data.

  --as-of YYYY-MM-DD   leave out what was decided, posted or received after that day
  --only a,b           import only these datasets
  --help               show this text
`;

/** A calendar day written YYYY-MM-DD, as a UTC Date; null when it is not one. */
export function parseDay(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? date : null;
}

/** Reads `--as-of`, `--only` and `--help` (also as --name=value), checking names against `datasets`. */
export function parseImportArgs(argv: readonly string[], datasets: readonly string[]): ImportArgs {
  const args: ImportArgs = { asOf: null, only: null, help: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new UsageError(`${flag} needs a value`);
      return next;
    };
    if (flag === '--help' || flag === '-h') args.help = true;
    else if (flag === '--as-of') {
      const text = value();
      args.asOf = parseDay(text);
      if (!args.asOf) throw new UsageError(`--as-of must be a calendar day written YYYY-MM-DD (got "${text}")`);
    } else if (flag === '--only') {
      const names = value().split(',').map((n) => n.trim()).filter(Boolean);
      const unknown = names.filter((n) => !datasets.includes(n));
      if (unknown.length > 0) throw new UsageError(`Unknown dataset in --only: ${unknown.join(', ')} (known: ${datasets.join(', ')})`);
      args.only = names;
    } else throw new UsageError(`Unknown argument: ${argv[i]}`);
  }
  return args;
}
