import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFdaTestFolder, type FdaTestFolder } from '../testing/fda-test-folder.ts';
import { writeMigratedPGliteFolder } from '../testing/migrated-pglite.ts';
import { rawLines } from '../testing/raw-fda-files.ts';
import { fdaUnreachable } from '../testing/offline.ts';
import { runImportCli } from '../testing/run-cli.ts';

const offline = await fdaUnreachable();

describe('npm run data:import', () => {
  let folder: FdaTestFolder;
  let dataDir: string;
  beforeAll(async () => {
    folder = await makeFdaTestFolder();
    await folder.copy('classification/foiclass_2026-01-31.txt', '510k/decision_codes.csv');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-cli-'));
    await writeMigratedPGliteFolder(path.join(dataDir, 'pglite'));
  });
  afterAll(async () => {
    await folder?.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a day that is not a calendar day, before touching anything', async () => {
    const fresh = path.join(dataDir, 'never-made');
    const run = await runImportCli(['--as-of', '2021-02-29'], { DATA_DIR: fresh, FDA_DATA_DIR: folder.dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--as-of must be a calendar day written YYYY-MM-DD (got "2021-02-29")');
    expect(run.stderr).toContain('Usage: npm run data:import');
    expect(existsSync(fresh)).toBe(false);
  });

  it('refuses an unknown dataset, naming the known ones', async () => {
    const run = await runImportCli(['--only', 'devices,nope'], { DATA_DIR: dataDir, FDA_DATA_DIR: folder.dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Unknown dataset in --only: nope \(known: product-codes, regulations, decision-codes, devices, device-documents, /);
  });

  it('imports the chosen datasets, with plain progress lines on stderr and the summary on stdout', { timeout: 120_000 }, async () => {
    const run = await runImportCli(['--only', 'product-codes,decision-codes', '--as-of=2020-06-30'], { DATA_DIR: dataDir, FDA_DATA_DIR: folder.dir });
    expect(run.code).toBe(0);
    const codes = rawLines('classification/foiclass_2026-01-31.txt', 'latin1').length - 1;
    expect(run.stderr).toContain(`Importing FDA data from ${folder.dir}`);
    expect(run.stderr).toContain('product-codes: importing');
    expect(run.stderr).toContain(`product-codes: ${codes.toLocaleString('en-US')} rows in`);
    expect(run.stdout).toMatch(/^FDA data import: 2 of 2 datasets imported in 0:\d\d \(as of 2020-06-30\)\n/);
    expect(run.stdout).toMatch(new RegExp(`\\n  product-codes +${codes.toLocaleString('en-US')} +0 +[\\d.]+ s\\n`));
    expect(run.stdout).toMatch(/\n  decision-codes +41 +0 +[\d.]+ s\n/);
    expect(run.stdout).toMatch(new RegExp(`\\nTotal: ${(codes + 41).toLocaleString('en-US')} rows, 0 rejected, [\\d.]+ s\\n$`));
  });

  it('exits with 1 when a dataset asked for cannot be imported, and says which and why', { timeout: 120_000 }, async () => {
    const run = await runImportCli(['--only', 'regulations,decision-codes'], { DATA_DIR: dataDir, FDA_DATA_DIR: folder.dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('FDA data import: 1 of 2 datasets imported');
    expect(run.stdout).toMatch(/\n  regulations +0 +0 +[\d.]+ s  NOT IMPORTED/);
    expect(run.stdout).toContain(`NOT IMPORTED (no files): missing in ${folder.dir}: cfr21/part-*.md`);
    expect(run.stdout).toMatch(/; 1 without files \(their tables stay as they were\)\n$/);
  });

  it.runIf(offline)('without FDA_DATA_DIR and without a network, says what it tried and how to point it at a folder', { timeout: 120_000 }, async () => {
    const run = await runImportCli([], { DATA_DIR: dataDir, FDA_DATA_DIR: '', OPENFDA_BASE_URL: 'off' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`FDA_DATA_DIR is not set: downloading FDA's files into ${path.join(dataDir, 'fda-downloads')}`);
    expect(run.stderr).toContain('Could not download FDA data files');
    for (const url of ['https://www.accessdata.fda.gov/premarket/ftparea/foiclass.zip', 'https://www.accessdata.fda.gov/premarket/ftparea/pmn96cur.zip']) {
      expect(run.stderr).toMatch(new RegExp(`  ${url.replaceAll('.', '\\.')}: fetch failed`));
    }
    expect(run.stderr).toContain('FDA_DATA_DIR=/path/to/fda-data npm run data:import');
    expect(existsSync(path.join(dataDir, 'fda-downloads'))).toBe(false);
  });
});
