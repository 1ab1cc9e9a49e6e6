import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The folder of real FDA files for tests: FDA_DATA_DIR, else the checkout's sibling shared/fda-data. */
export function fdaDataDir(): string {
  return process.env.FDA_DATA_DIR || path.resolve(REPO_ROOT, '../shared/fda-data');
}
