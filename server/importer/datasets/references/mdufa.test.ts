import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { rawCsvRecords } from '../../../testing/raw-fda-files.ts';
import { importDatasets, type DatasetOutcome } from '../../run-import.ts';
import { safetyDatasets } from '../safety-datasets.ts';
import { MDUFA_FILE } from './mdufa.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

const records = rawCsvRecords(MDUFA_FILE);
/** Rows with a figure: not a text metric, a value written as a number ('74.81', '60%', '1,031'), a metric name. */
const withFigure = records.filter(
  (r) =>
    r.metric_type !== 'text' &&
    /^-?[\d,]+(\.\d+)?%?$/.test(r.value!) &&
    (r.metric_harmonized !== '' || r.performance_metric !== ''),
);

describe('mdufa dataset on the real file', () => {
  let db: Kysely<Database>;
  let outcome: DatasetOutcome;
  beforeAll(async () => {
    db = await openMigratedTestPGlite();
    outcome = (await importDatasets(db, { dataDir: fdaDataDir(), datasets: safetyDatasets, only: ['mdufa'] }))[0]!;
  }, 180_000);
  afterAll(() => db?.destroy());

  it('stores every figure; blank, N/A and text values are not figures; other values are rejected', () => {
    expect(records).toHaveLength(55_710);
    expect(outcome.rows).toBe(withFigure.length);
    const noFigure = records.filter((r) => r.metric_type === 'text' || r.value!.trim() === '' || r.value!.startsWith('N/A'));
    expect(outcome.rejected).toBe(records.length - withFigure.length - noFigure.length);
    expect(outcome.rejectedSample[0]!.reason).toMatch(/is not a number/);
  });

  it("holds the MDUFA V report's FY2023 510(k) average FDA days to decision (README: 74.81)", async () => {
    const figure = records.find(
      (r) => r.report_mdufa_period === 'MDUFA V' && r.organization === 'CDRH' && r.program === '510(k)' && r.fy === '2023' && r.value === '74.81',
    )!;
    const rows = await sql<{ value: string; source: string }>`
      select value, source from fda_mdufa_metrics
      where mdufa_period = 'MDUFA V' and organization = 'CDRH' and program = '510(k)' and fiscal_year = 2023
        and metric = ${figure.metric_harmonized} and table_title = ${figure.table_title}`.execute(db);
    expect(rows.rows.map((r) => Number(r.value))).toContain(74.81);
    expect(rows.rows[0]!.source).toContain(figure.report_link);
  });

  it('stores percentages as numbers of percent', async () => {
    const percent = withFigure.find((r) => r.value!.endsWith('%'))!;
    const rows = await sql<{ value: string }>`
      select value from fda_mdufa_metrics where metric = ${percent.metric_harmonized || percent.performance_metric}
        and fiscal_year = ${Number(percent.fy)} and table_title = ${percent.table_title}`.execute(db);
    expect(rows.rows.map((r) => Number(r.value))).toContain(Number(percent.value!.replace('%', '')));
  });
});
