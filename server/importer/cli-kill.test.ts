import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase } from '../db/open-database.ts';
import { makeFdaTestFolder, type FdaTestFolder } from '../testing/fda-test-folder.ts';
import { writeMigratedPGliteFolder } from '../testing/migrated-pglite.ts';
import { runImportCli, startImportCli } from '../testing/run-cli.ts';

const IVD = 'ivd_decision_summaries/ivd_decision_summaries.jsonl.gz';

/** The documents table and the import log of the PGlite folder the CLI used. */
async function readBack(dataDir: string) {
  const db = await openMigratedDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const documents = await sql<{ k_number: string; doc_type: string; body: string }>`
      select k_number, doc_type, md5(body) as body from fda_device_documents order by id`.execute(db);
    const runs = await db.selectFrom('fda_import_runs').select(['dataset', 'row_count']).orderBy('id').execute();
    return { documents: documents.rows, runs };
  } finally {
    await db.destroy();
  }
}

describe('killing the import mid-way', () => {
  let folder: FdaTestFolder;
  let dataDir: string;
  beforeAll(async () => {
    folder = await makeFdaTestFolder();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-kill-'));
    await writeMigratedPGliteFolder(path.join(dataDir, 'pglite'));
  });
  afterAll(async () => {
    await folder?.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves the previous data whole, and no log of the killed run', { timeout: 400_000 }, async () => {
    await folder.copy('predicates/510k_summaries_100_2025.jsonl');
    await folder.copyLines(IVD, 0, 200);
    const env = { DATA_DIR: dataDir, FDA_DATA_DIR: folder.dir };
    const first = await runImportCli(['--only', 'device-documents'], env);
    expect(first.code).toBe(0);
    const before = await readBack(dataDir);
    expect(before.documents).toHaveLength(300);
    expect(before.runs).toEqual([{ dataset: 'device-documents', row_count: 300 }]);

    // The whole document set takes a minute or more: kill the import while it writes.
    await folder.copy(IVD);
    const cli = startImportCli(['--only', 'device-documents'], env);
    await expect.poll(() => cli.output().stderr, { timeout: 120_000, interval: 100 }).toMatch(/device-documents +.* [1-9][\d,]* rows/);
    cli.child.kill('SIGKILL');
    expect(await cli.exited).toBeNull();
    expect(cli.output().stdout).toBe('');

    const after = await readBack(dataDir);
    expect(after.runs).toEqual(before.runs);
    expect(after.documents).toEqual(before.documents);
  });
});
