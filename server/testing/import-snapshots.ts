import { createHash, type Hash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../../scripts/repo-root.ts';

/**
 * Imported test databases, dumped once and reloaded by later test files: an import of the full FDA files
 * takes a minute and a half, a reload seconds. A snapshot is named by everything that shapes it (the
 * datasets asked for, the FDA files, the importer and schema code, the PGlite version), so a change to any of them makes a new one.
 */
export const SNAPSHOT_DIR = path.join(REPO_ROOT, '.data-test-snapshots');

const LOCK_STALE_MS = 15 * 60_000;
/** Snapshots unused this long are deleted when a new one is made (an importer change orphans the old ones). */
const UNUSED_SNAPSHOT_MS = 24 * 60 * 60_000;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const isSource = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts');

/** A data folder dumped by one PGlite version need not load in another. */
async function pgliteVersion(): Promise<string> {
  const manifest = path.join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(await readFile(manifest, 'utf-8')) as { version: string }).version;
}

/** Adds the PGlite version and the sources under `dirs` (their paths and contents) to `hash`. */
async function hashCode(hash: Hash, dirs: readonly string[]): Promise<void> {
  hash.update(`pglite ${await pgliteVersion()}\n`);
  for (const dir of dirs) {
    for (const file of (await filesUnder(path.join(REPO_ROOT, dir))).filter(isSource)) {
      hash.update(path.relative(REPO_ROOT, file)).update(await readFile(file));
    }
  }
}

export async function snapshotKey(fdaDataDir: string, datasets: readonly string[] | 'all'): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(datasets === 'all' ? datasets : [...datasets].sort()));
  for (const file of await filesUnder(fdaDataDir)) {
    const { size, mtimeMs } = await stat(file);
    hash.update(`${path.relative(fdaDataDir, file)}:${size}:${mtimeMs}\n`);
  }
  await hashCode(hash, ['server/importer', 'server/db']);
  return hash.digest('hex').slice(0, 20);
}

/** Names a snapshot of the migrated, empty schema: the migrations and the rest of server/db shape it. */
export async function schemaSnapshotKey(): Promise<string> {
  const hash = createHash('sha256').update('migrated schema\n');
  await hashCode(hash, ['server/db']);
  return `schema-${hash.digest('hex').slice(0, 20)}`;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function deleteUnusedSnapshots(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.tar')) continue;
    const file = path.join(dir, name);
    const { mtimeMs } = await stat(file);
    if (Date.now() - mtimeMs > UNUSED_SNAPSHOT_MS) await rm(file, { force: true });
  }
}

/** Takes the lock of a snapshot (an atomic mkdir), breaking one left by a run that died. */
async function tryLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock);
    return true;
  } catch {
    const age = await stat(lock).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (age > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
    return false;
  }
}

/**
 * The snapshot named `key`: read from disk when there, otherwise made by `make` (one test process makes it
 * while the others wait for it) and stored.
 */
export async function snapshot(key: string, make: () => Promise<Blob>, dir = SNAPSHOT_DIR): Promise<{ blob: Blob; made: boolean }> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${key}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (await exists(file)) {
      const now = new Date();
      await utimes(file, now, now);
      return { blob: new Blob([await readFile(file)]), made: false };
    }
    if (await tryLock(lock)) {
      try {
        const blob = await make();
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
        await rename(partial, file);
        await deleteUnusedSnapshots(dir);
        return { blob, made: true };
      } finally {
        await rm(lock, { recursive: true, force: true });
      }
    }
    await sleep(1000);
  }
}
