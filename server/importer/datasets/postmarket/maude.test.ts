import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { rawCsvRecords, rawLines } from '../../../testing/raw-fda-files.ts';
import { importDatasets, type DatasetOutcome } from '../../run-import.ts';
import { WEB_EXPORT_FILES, webExportProblemCounts, webExportReports } from '../../../testing/maude-web-export-facts.ts';
import { safetyDatasets } from '../safety-datasets.ts';
import { MAUDE_FILES } from './maude.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

/** daVinci_FOIDEV.txt read plainly: MDR_REPORT_KEY is field 0, DATE_RECEIVED (YYYY/MM/DD) 5, the product code 16. */
const foidev = rawLines(MAUDE_FILES.foidev, 'latin1')
  .slice(1)
  .map((line) => line.split('|'))
  .map((f) => ({ key: f[0]!, year: Number(f[5]!.slice(0, 4)), received: f[5]!.replaceAll('/', '-'), code: f[16]! }));
const merged = rawCsvRecords(MAUDE_FILES.merged);
const openFdaCsv = rawCsvRecords(MAUDE_FILES.openFdaCsv);
/** One report per MDR key; openFDA's rows (report number only) join a report with that number or key. */
function rawReports() {
  const reports = new Map<string, { code: string; year: number | null }>();
  for (const r of foidev) reports.set(r.key, { code: r.code, year: r.year });
  for (const r of merged) if (!reports.has(r.MDR_REPORT_KEY!)) reports.set(r.MDR_REPORT_KEY!, { code: r.DEVICE_REPORT_PRODUCT_CODE!, year: null });
  const numbers = new Set(merged.map((r) => r.REPORT_NUMBER));
  for (const r of openFdaCsv) {
    if (numbers.has(r.report_number) || reports.has(r.report_number!)) continue;
    reports.set(r.report_number!, { code: r.product_code!, year: Number(r.date_received!.slice(0, 4)) });
  }
  for (const [key, { code, received }] of webExportReports()) if (!reports.has(key)) reports.set(key, { code, year: Number(received.slice(0, 4)) });
  return reports;
}

async function importMaude(dataDir: string, asOf?: Date) {
  const db = await openMigratedTestPGlite();
  const [outcome] = await importDatasets(db, { dataDir, asOf: asOf ?? null, datasets: safetyDatasets, only: ['maude'] });
  return { db, outcome: outcome! };
}

describe('maude dataset on the real files', () => {
  let db: Kysely<Database>;
  let outcome: DatasetOutcome;
  beforeAll(async () => ({ db, outcome } = await importMaude(fdaDataDir())), 180_000);
  afterAll(() => db?.destroy());

  it('stores one row per distinct report across the files', async () => {
    expect(outcome.error).toBeUndefined();
    expect(outcome.rejected).toBe(0);
    const { n } = await db.selectFrom('fda_mdr_reports').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(rawReports().size);
  });

  it("holds NAY's reports per year as daVinci_FOIDEV.txt (and the other files) count them", async () => {
    const expected: Record<number, number> = {};
    for (const [, report] of rawReports()) if (report.code === 'NAY') expected[report.year!] = (expected[report.year!] ?? 0) + 1;
    const rows = await sql<{ year: number; n: number }>`
      select extract(year from date_received)::int as year, count(*)::int as n
      from fda_mdr_reports where product_code = 'NAY' group by 1 order by 1`.execute(db);
    expect(Object.fromEntries(rows.rows.map((r) => [r.year, r.n]))).toEqual(expected);
  });

  it('merges a report found in two files into one row naming both', async () => {
    // openFDA gives some reports' MDR key as their report number: 10000736 is in daVinci_FOIDEV.txt too.
    const shared = openFdaCsv.find((r) => foidev.some((f) => f.key === r.report_number))!;
    const row = await db.selectFrom('fda_mdr_reports').selectAll().where('mdr_report_key', '=', shared.report_number!).executeTakeFirstOrThrow();
    expect(new Set(row.sources)).toEqual(new Set([MAUDE_FILES.foidev, MAUDE_FILES.openFdaCsv]));
    expect(row.event_type).toBe(shared.event_type); // only the openFDA file has it
    expect(row.report_number).toBe(shared.report_number); // only the openFDA file has it
  });

  it('reads the merged file: narrative, event type in openFDA words, dates only when they read one way', async () => {
    const first = merged[0]!;
    const row = await db.selectFrom('fda_mdr_reports').selectAll().where('mdr_report_key', '=', first.MDR_REPORT_KEY!).executeTakeFirstOrThrow();
    expect(row.narrative).toContain(first.FOI_TEXT!.slice(0, 100));
    expect(first.EVENT_TYPE).toBe('IN');
    expect(row.event_type).toBe('Injury'); // maude_enums.csv: event_type,IN,Injury
    expect(first.DATE_RECEIVED).toBe('16/02/2000'); // only a day-first reading is a real day
    expect(row.date_received?.toISOString().slice(0, 10)).toBe('2000-02-16');
  });

  it('trusts an ambiguous receipt date only where DATE_ADDED agrees with one reading', async () => {
    const dateOf = async (key: string) =>
      (await db.selectFrom('fda_mdr_reports').select('date_received').where('mdr_report_key', '=', key).executeTakeFirstOrThrow()).date_received;
    // 6/04/2000 is 6 April or 4 June; added 4/11/2000 (11 April or 4 November): only 6 April is followed within 60 days.
    const resolved = merged.find((r) => r.MDR_REPORT_KEY === '272787')!;
    expect([resolved.DATE_RECEIVED, resolved.DATE_ADDED]).toEqual(['6/04/2000', '4/11/2000']);
    expect((await dateOf('272787'))?.toISOString().slice(0, 10)).toBe('2000-04-06');
    // 5/02/2006 received and added: both readings agree with one of the added readings, so no date is trusted.
    const ambiguous = merged.find((r) => r.MDR_REPORT_KEY === '307609')!;
    expect([ambiguous.DATE_RECEIVED, ambiguous.DATE_ADDED]).toEqual(['5/02/2006', '5/02/2006']);
    expect(await dateOf('307609')).toBeNull();
  });

  it('decodes the Windows-1252 foidev file cleanly (no U+FFFD)', async () => {
    const garbled = await sql<{ n: number }>`
      select count(*)::int as n from fda_mdr_reports
      where concat(brand_name, generic_name, manufacturer, narrative) like ${'%\uFFFD%'}`.execute(db);
    expect(garbled.rows[0]!.n).toBe(0);
  });

  it("stores openFDA's code lookups", async () => {
    const { n } = await db.selectFrom('fda_mdr_enums').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(rawLines(MAUDE_FILES.enums).length - 1);
  });

  it("holds each report's device and patient problems from the web exports, counted per product code as the files give them", async () => {
    const imported = async (productCode: string, kind: 'device' | 'patient') => {
      const { rows } = await sql<{ problem: string; n: number }>`
        select p.problem, count(*)::int as n from fda_mdr_problems p join fda_mdr_reports r using (mdr_report_key)
        where r.product_code = ${productCode} and p.kind = ${kind} group by p.problem`.execute(db);
      return Object.fromEntries(rows.map((row) => [row.problem, row.n]));
    };
    // QFG leads the 2025 export (insulin pumps); NAY (surgical robots) is also in daVinci_FOIDEV.txt, which has no problems.
    for (const productCode of ['QFG', 'DZE', 'NAY']) {
      for (const kind of ['device', 'patient'] as const) {
        const expected = webExportProblemCounts(productCode, kind);
        expect(expected.length).toBeGreaterThan(0);
        expect(await imported(productCode, kind)).toEqual(Object.fromEntries(expected.map(({ problem, count }) => [problem, count])));
      }
    }
  });

  it("keys a web export's report by the MDRFOI__ID of its address, with its fields", async () => {
    const [first] = rawCsvRecords(WEB_EXPORT_FILES[0]!);
    const key = /MDRFOI__ID=(\d+)/.exec(first!['Web Address']!)![1]!;
    const row = await db.selectFrom('fda_mdr_reports').selectAll().where('mdr_report_key', '=', key).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      report_number: first!['Report Number'],
      event_type: first!['Event Type'],
      product_code: first!['Product Code'],
      brand_name: first!['Brand Name'],
      manufacturer: first!.Manufacturer,
      narrative: first!['Event Text'],
      sources: [WEB_EXPORT_FILES[0]],
    });
    expect(row.date_received?.toISOString().slice(0, 10)).toBe(first!['Date Received']);
  });
});

describe('maude dataset --as-of', () => {
  it('drops reports received after the day', async () => {
    const { db } = await importMaude(fdaDataDir(), new Date('2015-12-31'));
    try {
      const later = await sql<{ n: number }>`select count(*)::int as n from fda_mdr_reports where date_received > '2015-12-31'`.execute(db);
      expect(later.rows[0]!.n).toBe(0);
      const fromFoidev = await sql<{ n: number }>`
        select count(*)::int as n from fda_mdr_reports where ${MAUDE_FILES.foidev} = any(sources)`.execute(db);
      expect(fromFoidev.rows[0]!.n).toBe(foidev.filter((r) => r.received <= '2015-12-31').length);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});

describe('maude dataset on a damaged copy', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'maude-'));
    await mkdir(path.join(folder, 'maude'));
    for (const file of [MAUDE_FILES.merged, MAUDE_FILES.openFdaCsv, MAUDE_FILES.enums]) await symlink(path.join(fdaDataDir(), file), path.join(folder, file));
    // A pattern's files are listed from the folder, which takes regular files only.
    for (const file of WEB_EXPORT_FILES) await copyFile(path.join(fdaDataDir(), file), path.join(folder, file));
    const lines = rawLines(MAUDE_FILES.foidev, 'latin1');
    lines[9] = lines[9]!.split('|').slice(0, 10).join('|'); // line 10 loses its last nine fields
    await writeFile(path.join(folder, MAUDE_FILES.foidev), Buffer.from(lines.join('\r\n'), 'latin1'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('counts the damaged line as rejected, with its line number, and stores the rest', async () => {
    const { db, outcome } = await importMaude(folder);
    await db.destroy();
    expect(outcome.rejected).toBe(1);
    expect(outcome.rejectedSample[0]).toMatchObject({ file: MAUDE_FILES.foidev, line: 10 });
    expect(outcome.rejectedSample[0]!.reason).toMatch(/fields/);
    const problems = [...webExportReports().values()].reduce((sum, report) => sum + report.problems.size, 0);
    expect(outcome.rows).toBe(rawReports().size - 1 + problems + rawLines(MAUDE_FILES.enums).length - 1);
  }, 180_000);
});
