import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** The folder a new download works in until it is whole: `<target>.partial-XXXXXX`. */
export const partialPrefix = (targetDir: string) => `${targetDir}.partial-`;

/** Where the previous download waits while the new one takes its place. */
export const replacedFolder = (targetDir: string) => `${targetDir}.replaced`;

/**
 * Clears what a killed download left next to `targetDir`: its partial folders, and a previous download caught
 * between being moved aside and deleted (put back when the new one never took its place).
 */
export async function sweepPartialDownloads(targetDir: string): Promise<string[]> {
  const parent = path.dirname(targetDir);
  const prefix = path.basename(partialPrefix(targetDir));
  const names = await readdir(parent).catch(() => [] as string[]);
  const partials = names.filter((name) => name.startsWith(prefix)).map((name) => path.join(parent, name));
  await Promise.all(partials.map((folder) => rm(folder, { recursive: true, force: true })));
  const replaced = replacedFolder(targetDir);
  if (existsSync(replaced)) {
    if (existsSync(targetDir)) await rm(replaced, { recursive: true, force: true });
    else await rename(replaced, targetDir);
  }
  return partials;
}

/** Puts `workDir` in the place of `targetDir`, so that a kill at any point leaves one whole download to find. */
export async function replaceDownload(workDir: string, targetDir: string): Promise<void> {
  const replaced = replacedFolder(targetDir);
  await rm(replaced, { recursive: true, force: true });
  if (existsSync(targetDir)) await rename(targetDir, replaced);
  await rename(workDir, targetDir);
  await rm(replaced, { recursive: true, force: true });
}
