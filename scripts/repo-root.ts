import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The checkout's root folder (where package.json lives). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A tool installed in this checkout's node_modules/.bin. */
export function repoBin(name: string): string {
  return path.join(REPO_ROOT, 'node_modules', '.bin', name);
}
