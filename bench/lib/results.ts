import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/repo-root';

export const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');

/** Writes results/<name>.json whole or not at all (through a .tmp file and a rename). */
export async function writeResults(name: string, results: Record<string, unknown>, dir = RESULTS_DIR): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  await writeFile(`${file}.tmp`, `${JSON.stringify(results, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return file;
}
