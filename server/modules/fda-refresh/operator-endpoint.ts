import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * How `npm run data:refresh` reaches the server that holds an embedded database folder (PGlite), which no other
 * process may open: the server's address and a token made at its start, in DATA_DIR, readable by its owner only.
 * Whoever can read DATA_DIR can read the database itself, so the token grants nothing more.
 */
export interface OperatorEndpoint {
  url: string;
  token: string;
  pid: number;
}

const FILE_NAME = 'fda-refresh-endpoint.json';

export const newOperatorToken = (): string => randomBytes(32).toString('base64url');

const fileIn = (dataDir: string) => path.join(dataDir, FILE_NAME);

export async function writeOperatorEndpoint(dataDir: string, endpoint: OperatorEndpoint): Promise<void> {
  await writeFile(fileIn(dataDir), JSON.stringify(endpoint), { mode: 0o600 });
}

/** The endpoint the running server wrote, or null when there is none. */
export async function readOperatorEndpoint(dataDir: string): Promise<OperatorEndpoint | null> {
  try {
    return JSON.parse(await readFile(fileIn(dataDir), 'utf8')) as OperatorEndpoint;
  } catch {
    return null;
  }
}

export async function removeOperatorEndpoint(dataDir: string): Promise<void> {
  await rm(fileIn(dataDir), { force: true });
}
