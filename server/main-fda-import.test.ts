import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../scripts/free-port.ts';
import { startServer } from './testing/spawn-script.ts';
import { openMigratedDatabase } from './db/open-database.ts';
import { makeFdaTestFolder, type FdaTestFolder } from './testing/fda-test-folder.ts';
import { fdaUnreachable } from './testing/offline.ts';
import { rawLines } from './testing/raw-fda-files.ts';

const offline = await fdaUnreachable();

async function runUntilListening(env: Record<string, string>): Promise<string> {
  const port = await findFreePort();
  const server = startServer({ DATABASE_URL: '', PORT: String(port), ...env });
  await expect
    .poll(() => server.output().stdout, { timeout: 150_000, interval: 200 })
    .toContain(`Clearway is running at http://127.0.0.1:${port}`);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.output().stderr).toBe('');
  return server.output().stdout;
}

describe('server start on a database without FDA data', () => {
  let folder: FdaTestFolder;
  let dataDir: string;
  beforeAll(async () => {
    folder = await makeFdaTestFolder();
    await folder.copy('classification/foiclass_2026-01-31.txt', '510k/decision_codes.csv', 'cfr21/part-870.md');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-start-'));
  });
  afterAll(async () => {
    await folder?.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('imports FDA_DATA_DIR before it listens, with progress lines and the summary; the next start does not', { timeout: 300_000 }, async () => {
    const first = await runUntilListening({ DATA_DIR: dataDir, STATIC_DIR: dataDir, FDA_DATA_DIR: folder.dir });
    expect(first).toContain(`The database holds no FDA data yet: importing it from ${folder.dir} before the server starts.`);
    expect(first).toMatch(/product-codes: 7,039 rows in [\d.]+ s/);
    const summaryAt = first.indexOf('FDA data import: 4 of 13 datasets imported');
    expect(summaryAt).toBeGreaterThan(0);
    expect(summaryAt).toBeLessThan(first.indexOf('Clearway is running'));
    expect(first).toContain('FAILED (previous data kept): missing in');

    const second = await runUntilListening({ DATA_DIR: dataDir, STATIC_DIR: dataDir, FDA_DATA_DIR: folder.dir });
    expect(second).not.toContain('FDA data import');

    const db = await openMigratedDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const { n } = await db.selectFrom('fda_product_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(n).toBe(rawLines('classification/foiclass_2026-01-31.txt', 'latin1').length - 1);
    } finally {
      await db.destroy();
    }
  });

  it.runIf(offline)('starts without FDA data when there is no FDA_DATA_DIR and FDA cannot be reached, saying what it tried', { timeout: 150_000 }, async () => {
    const offlineDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-offline-'));
    try {
      const stdout = await runUntilListening({ DATA_DIR: offlineDir, STATIC_DIR: offlineDir, FDA_DATA_DIR: '', OPENFDA_BASE_URL: 'off' });
      expect(stdout).toContain('Could not download FDA data files');
      expect(stdout).toContain('https://www.accessdata.fda.gov/premarket/ftparea/foiclass.zip');
      expect(stdout).toContain('set FDA_DATA_DIR to a folder of FDA data files');
      expect(stdout).toContain('Starting without FDA data; import it later with `npm run data:import`.');
    } finally {
      await rm(offlineDir, { recursive: true, force: true });
    }
  });
});
