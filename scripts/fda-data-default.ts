import path from 'node:path';
import { REPO_ROOT } from './repo-root';

/** FDA_DATA_DIR, else the FDA folder that sits beside a checkout in this workplace (as CI lays it out). */
export function defaultFdaDataDir(): string {
  return process.env.FDA_DATA_DIR || path.resolve(REPO_ROOT, '..', 'shared', 'fda-data');
}
