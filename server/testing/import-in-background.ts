import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { defaultFdaDataDir } from '../../scripts/fda-data-default.ts';
import { SNAPSHOT_DIR, snapshotKey } from './import-snapshots.ts';
import { spawnScript } from './spawn-script.ts';

/**
 * Vitest globalSetup of the projects over imported FDA data, which run last (sequence.groupOrder): when the
 * full import has no snapshot yet, a child process makes it while the other projects' tests run, instead of
 * one worker importing for minutes while the other waits for it.
 */
export default async function importInBackground(): Promise<(() => Promise<void>) | undefined> {
  const dataDir = defaultFdaDataDir();
  const file = path.join(SNAPSHOT_DIR, `${await snapshotKey(dataDir, 'all')}.tar`);
  if (existsSync(file)) return undefined;
  const running = spawnScript('server/testing/make-import-snapshot.ts', [], { FDA_DATA_DIR: dataDir });
  let exited = false;
  void running.exited.then(() => (exited = true));
  return async () => {
    if (exited) return;
    // The run ended first (a filter, a bail): the half-made snapshot's lock would hold up the next run.
    running.child.kill('SIGKILL');
    await running.exited;
    await rm(`${file}.lock`, { recursive: true, force: true });
    await rm(`${file}.${running.child.pid}.partial`, { force: true });
  };
}
