import { spawnScript, type RunningScript } from './spawn-script.ts';

export type RunningCli = RunningScript;

/**
 * Starts `npm run data:import` (the CLI) in one node process, so that a SIGKILL reaches it.
 */
export function startImportCli(args: string[], env: Record<string, string>): RunningCli {
  return spawnScript('server/importer/cli.ts', args, { DATABASE_URL: '', ...env });
}

/** Runs the CLI to its end. */
export async function runImportCli(args: string[], env: Record<string, string>) {
  const cli = startImportCli(args, env);
  const code = await cli.exited;
  return { code, ...cli.output() };
}
