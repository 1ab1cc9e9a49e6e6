import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { rawLines } from '../../../testing/raw-fda-files.ts';
import { importDatasets } from '../../run-import.ts';
import { coreDatasets } from '../core-datasets.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

describe('decision-codes dataset', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await openMigratedTestPGlite();
    await importDatasets(db, { dataDir: fdaDataDir(), datasets: coreDatasets, only: ['decision-codes'] });
  }, 120_000);
  afterAll(() => db?.destroy());

  it("holds openFDA's list (no header row) plus DENG for De Novo grants", async () => {
    const raw = rawLines('510k/decision_codes.csv').map((line) => {
      const comma = line.indexOf(',');
      return { code: line.slice(0, comma), description: line.slice(comma + 1) };
    });
    expect(raw).toHaveLength(40);
    const rows = await db.selectFrom('fda_decision_codes').selectAll().orderBy('code').execute();
    expect(rows).toEqual([...raw, { code: 'DENG', description: 'Granted (De Novo)' }].sort((a, b) => a.code.localeCompare(b.code)));
  });
});
