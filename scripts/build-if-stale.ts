import { spawn } from 'node:child_process';
import { stat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { repoBin } from './repo-root';

/** What the SPA build reads, relative to the repository root. */
export const BUILD_INPUTS = ['src', 'index.html', 'vite.config.ts', '.env', 'package-lock.json'] as const;
export const BUILD_OUTPUT = path.join('dist', 'index.html');

async function mtimeOrUndefined(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Newest modification time of the files at or under these paths; 0 when none exists. */
export async function newestMtime(paths: readonly string[]): Promise<number> {
  let newest = 0;
  for (const entry of paths) {
    const info = await stat(entry).catch(() => undefined);
    if (!info) continue;
    if (info.isDirectory()) {
      const children = await readdir(entry);
      newest = Math.max(newest, await newestMtime(children.map((child) => path.join(entry, child))));
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  }
  return newest;
}

export async function isBuildStale(root: string): Promise<boolean> {
  const built = await mtimeOrUndefined(path.join(root, BUILD_OUTPUT));
  if (built === undefined) return true;
  return (await newestMtime(BUILD_INPUTS.map((input) => path.join(root, input)))) > built;
}

function runViteBuild(root: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(repoBin('vite'), ['build'], { cwd: root, stdio: 'inherit', signal });
    child.once('error', reject);
    child.once('exit', (code, killedBy) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (${code ?? killedBy})`));
    });
  });
}

/** Builds the SPA into dist/ when dist/index.html is missing or older than any build input. */
export async function buildIfStale(
  root: string,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<'fresh' | 'built'> {
  if (!(await isBuildStale(root))) return 'fresh';
  log('Building the web app (vite build)...');
  await runViteBuild(root, signal);
  return 'built';
}
