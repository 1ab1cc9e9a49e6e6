import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { isRunning, startTicksOf, type RunningProcess } from '../process-identity.ts';

/** Who holds a data folder: written into its lock file. */
interface Holder extends RunningProcess {
  since: string;
}

export class DataFolderInUseError extends Error {
  constructor(folder: string, lockFile: string, holder: Holder) {
    super(
      `The database folder ${folder} is in use by another Clearway process (pid ${holder.pid} on ${holder.host}, since ${holder.since}). ` +
        'Two processes on one embedded database would overwrite each other\'s writes. Stop that process, or give this one another ' +
        `DATA_DIR; to run several server processes, use PostgreSQL (DATABASE_URL). Should that process be gone, delete ${lockFile}.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

function readHolder(lockFile: string): Holder | null {
  try {
    return JSON.parse(readFileSync(lockFile, 'utf8')) as Holder;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    if (error instanceof SyntaxError) return null; // not written by a lock: nothing holds it
    throw error;
  }
}

function removeIfStill(lockFile: string, holder: Holder | null): void {
  if (JSON.stringify(readHolder(lockFile)) !== JSON.stringify(holder)) return;
  try {
    unlinkSync(lockFile);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

/**
 * Claims the embedded database folder `folder` for this process with the lock file `<folder>.lock` (pid, host,
 * start time), refusing with DataFolderInUseError while another running process holds it. PGlite has no lock
 * of its own: a second process opens the same folder silently, and the writes of the one that closes first are
 * lost. A lock left by a process that is gone (killed) is taken over. Returns the release.
 */
export function lockDataFolder(folder: string): () => void {
  const lockFile = `${path.resolve(folder)}.lock`;
  const me: Holder = { pid: process.pid, host: hostname(), startTicks: startTicksOf(process.pid), since: new Date().toISOString() };
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const release = () => removeIfStill(lockFile, me);
  for (let attempt = 0; attempt < 5; attempt++) {
    // The lock appears whole or not at all: a finished file is linked into place, which fails if one is there.
    const temp = `${lockFile}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(me));
    try {
      linkSync(temp, lockFile);
      return release;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temp);
    }
    const holder = readHolder(lockFile);
    if (holder && isRunning(holder)) throw new DataFolderInUseError(path.resolve(folder), lockFile, holder);
    removeIfStill(lockFile, holder);
  }
  throw new Error(`Could not take the lock ${lockFile}: other processes keep taking it`);
}
