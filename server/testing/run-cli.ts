import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningCli {
  child: ReturnType<typeof spawn>;
  exited: Promise<number | null>;
  output(): { stdout: string; stderr: string };
}

/**
 * Starts `npm run data:import` (the CLI, in one node process with tsx's loader: the tsx command would
 * run it in a child process that a SIGKILL does not reach) with `env` over this process's environment.
 */
export function startImportCli(args: string[], env: Record<string, string>): RunningCli {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/importer/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** Runs the CLI to its end. */
export async function runImportCli(args: string[], env: Record<string, string>) {
  const cli = startImportCli(args, env);
  const code = await cli.exited;
  return { code, ...cli.output() };
}
