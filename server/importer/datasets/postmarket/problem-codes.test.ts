import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { rawCsvRecords } from '../../../testing/raw-fda-files.ts';
import { importDatasets, type DatasetOutcome } from '../../run-import.ts';
import { safetyDatasets } from '../safety-datasets.ts';
import { PROBLEM_CODE_FILES } from './problem-codes.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

const imdrf = rawCsvRecords(PROBLEM_CODE_FILES.imdrf);
const ncit = rawCsvRecords(PROBLEM_CODE_FILES.ncit);
const ncitCode = (r: Record<string, string>) => r['IMDRF Code']!.replace('IMDRF:', '');

describe('problem-codes dataset on the real files', () => {
  let db: Kysely<Database>;
  let outcome: DatasetOutcome;
  beforeAll(async () => {
    db = await openMigratedTestPGlite();
    outcome = (await importDatasets(db, { dataDir: fdaDataDir(), datasets: safetyDatasets, only: ['problem-codes'] }))[0]!;
  }, 120_000);
  afterAll(() => db?.destroy());

  it('stores every IMDRF code of the 2025 annexes and of the NCIt subsets, once', () => {
    const codes = new Set([...imdrf.map((r) => r['IMDRF Code']), ...ncit.map(ncitCode)]);
    expect(imdrf).toHaveLength(1_849);
    expect(outcome.rejected).toBe(0);
    expect(outcome.rows).toBe(codes.size);
  });

  it("keeps a code's FDA and NCIt codes, and both files as its source", async () => {
    const first = imdrf[0]!;
    const row = await db.selectFrom('fda_problem_codes').selectAll().where('imdrf_code', '=', first['IMDRF Code']!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ annex: first.Annex, fda_code: first['FDA Code'], ncit_code: first['NCIt Code'], term: first.Term });
    expect(row.source).toBe(`${PROBLEM_CODE_FILES.imdrf}, ${PROBLEM_CODE_FILES.ncit}`);
  });

  it('adds the codes only the NCIt subsets list, with their CDRH term and code', async () => {
    const annexCodes = new Set(imdrf.map((r) => r['IMDRF Code']));
    const only = ncit.filter((r) => !annexCodes.has(ncitCode(r)));
    expect(only.length).toBeGreaterThan(0);
    const row = await db.selectFrom('fda_problem_codes').selectAll().where('imdrf_code', '=', ncitCode(only[0]!)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ fda_code: only[0]!['CDRH Source Code'], term: only[0]!['CDRH Preferred Term'], source: PROBLEM_CODE_FILES.ncit });
  });
});
