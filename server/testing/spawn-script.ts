import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningScript {
  child: ReturnType<typeof spawn>;
  exited: Promise<number | null>;
  output(): { stdout: string; stderr: string };
}

/**
 * Runs a TypeScript entry point of the repo in one node process with tsx's loader (the tsx command
 * would run it in a child process that signals do not reach), with `env` over this process's environment.
 */
export function spawnScript(script: string, args: string[], env: Record<string, string>): RunningScript {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** Starts the server (server/main.ts) with quiet logs. */
export function startServer(env: Record<string, string>): RunningScript {
  return spawnScript('server/main.ts', [], { LOG_LEVEL: 'error', ...env });
}
