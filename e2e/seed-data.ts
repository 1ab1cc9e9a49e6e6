import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { defaultFdaDataDir } from '../scripts/fda-data-default';
import { REPO_ROOT } from '../scripts/repo-root';
import { databaseSourceFromConfig } from '../server/db/open-database';
import { createPGlite } from '../server/db/pglite';
import { SNAPSHOT_DIR, snapshotKey } from '../server/testing/import-snapshots';

const log = (line: string) => console.log(`[e2e] ${line}`);

/**
 * Runs before the browser tests' server: empties DATA_DIR and, when the server tests have already imported
 * the full FDA data (`npm test` runs them first), starts the database from their snapshot rather than
 * importing the same files again (about two minutes). Without a snapshot the server imports as usual.
 */
async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('Set DATA_DIR to the browser tests’ data folder');
  await rm(dataDir, { recursive: true, force: true });

  const file = path.join(SNAPSHOT_DIR, `${await snapshotKey(defaultFdaDataDir(), 'all')}.tar`);
  const held = await stat(file).then(
    () => true,
    () => false,
  );
  if (!held) {
    log('No snapshot of the full FDA import from the server tests; the server will import the data.');
    return;
  }
  const source = databaseSourceFromConfig({ DATA_DIR: dataDir });
  if (source.kind !== 'pglite') throw new Error('The browser tests run on the embedded database');
  const pglite = createPGlite(source.dataDir, new Blob([await readFile(file)]));
  await pglite.waitReady;
  await pglite.close();
  log(`${dataDir} starts from ${path.relative(REPO_ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
