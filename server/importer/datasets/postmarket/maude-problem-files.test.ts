import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { createCoverageService } from '../../../modules/fda/coverage/coverage.service.ts';
import { createDataCache } from '../../../modules/fda/common/data-cache.ts';
import { createRecordSpansRepository } from '../../../modules/fda/coverage/record-spans.repository.ts';
import { makeFdaTestFolder, type FdaTestFolder } from '../../../testing/fda-test-folder.ts';
import { WEB_EXPORT_FILES, webExportReports, type WebExportReport } from '../../../testing/maude-web-export-facts.ts';
import { rawCsvRecords, rawCsvRows } from '../../../testing/raw-fda-files.ts';
import { formatImportSummary } from '../../import-summary.ts';
import { importDatasets, type DatasetOutcome, type TalliedRows } from '../../run-import.ts';
import { safetyDatasets } from '../safety-datasets.ts';
import { MAUDE_FILES } from './maude.ts';
import { PROBLEM_ROW_TALLIES, unknownCodeProblem } from './maude-problem-files.ts';
import { PROBLEM_CODE_FILES } from './problem-codes.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

type Kind = 'device' | 'patient';
const KINDS = ['device', 'patient'] as const;
/** Device problems are IMDRF Annex A; patient problems Annexes E and F. */
const ANNEXES: Record<Kind, string[]> = { device: ['A'], patient: ['E', 'F'] };

/** FDA's code of each term of a kind, in the IMDRF 2025 table. */
const imdrf = rawCsvRecords(PROBLEM_CODE_FILES.imdrf);
const annexCode = Object.fromEntries(
  KINDS.map((kind) => [kind, new Map(imdrf.filter((r) => ANNEXES[kind].includes(r.Annex!) && r['FDA Code']).map((r) => [r.Term!, r['FDA Code']!]))]),
) as Record<Kind, Map<string, string>>;

/**
 * FDA's code of a term that only the CDRH NCIt subsets give, for a kind (e.g. 1924 'Failure of Implant', a
 * patient problem): the test folder's NCIt file keeps only its header, so these are codes the imported
 * tables do not hold.
 */
const ncitOnlyCode = Object.fromEntries(
  KINDS.map((kind) => {
    const annexCodes = new Set(annexCode[kind].values());
    const codes = new Map<string, string>();
    for (const r of rawCsvRecords(PROBLEM_CODE_FILES.ncit)) {
      const [annex, code, term] = [r['IMDRF Code']!.replace('IMDRF:', '').charAt(0), r['CDRH Source Code']!, r['CDRH Preferred Term']!];
      if (ANNEXES[kind].includes(annex) && code && !annexCodes.has(code) && !codes.has(term)) codes.set(term, code);
    }
    return [kind, codes];
  }),
) as Record<Kind, Map<string, string>>;

const PROBLEM_FILES = {
  device: 'maude/foidevproblem.txt',
  /** A second device file, named in another case, repeating the rows of the reports received in 2025. */
  device2025: 'maude/FOIDEVPROBLEM2025.txt',
  patient: 'maude/patientproblemcode.txt',
} as const;

/** One line of FDA's problem files, from a web export's problem term and the code the tables give it. */
interface ProblemRow {
  key: string;
  kind: Kind;
  code: string;
  /** What the import should store: the table's term, or the code text when the imported tables lack the code. */
  stored: string;
  unknown: boolean;
  held: boolean;
  report: WebExportReport;
}

/** The web exports' reports: every tenth is left out of the test's exports, so its problem rows name a report not held. */
const reports = [...webExportReports()];
const heldKeys = new Set(reports.filter((_, i) => i % 10 !== 0).map(([key]) => key));

const problemRows: ProblemRow[] = reports.flatMap(([key, report]) =>
  [...report.problems].flatMap((problem) => {
    const [kind, term] = problem.split('|') as [Kind, string];
    const known = annexCode[kind].get(term);
    const code = known ?? ncitOnlyCode[kind].get(term);
    if (code === undefined) return [];
    return [{ key, kind, code, stored: known ? term : unknownCodeProblem(code), unknown: !known, held: heldKeys.has(key), report }];
  }),
);

/** The rows each problem file holds. */
const fileRows: Record<string, ProblemRow[]> = {
  [PROBLEM_FILES.device]: problemRows.filter((r) => r.kind === 'device'),
  [PROBLEM_FILES.device2025]: problemRows.filter((r) => r.kind === 'device' && r.report.received.startsWith('2025')),
  [PROBLEM_FILES.patient]: problemRows.filter((r) => r.kind === 'patient'),
};

/** FDA's layouts: pipe-delimited, CRLF; the current device file and the patient file with their header, the yearly device file without. */
function problemFileText(file: string): string {
  const rows = fileRows[file]!;
  const lines =
    file === PROBLEM_FILES.patient
      ? // The exports say neither which patient nor when a code was added: those fields are left blank.
        ['MDR_REPORT_KEY|PATIENT_SEQUENCE_NO|PROBLEM_CODE|DATE_ADDED|DATE_CHANGED', ...rows.map((r) => `${r.key}||${r.code}||`)]
      : [...(file === PROBLEM_FILES.device ? ['MDR_REPORT_KEY|DEVICE_PROBLEM_CODE'] : []), ...rows.map((r) => `${r.key}|${r.code}`)];
  return `${lines.join('\r\n')}\r\n`;
}

const csvField = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** A web export holding the held reports first exported in it, without its two problem columns. */
function exportWithoutProblems(file: string): string {
  const columns = rawCsvRows(file)[0]!.filter((column) => column !== 'Device Problem' && column !== 'Patient Problem');
  const rows = reports.filter(([key, report]) => heldKeys.has(key) && report.file === file).map(([, report]) => report.row);
  return [columns, ...rows.map((row) => columns.map((column) => row[column]!))].map((fields) => fields.map(csvField).join(',')).join('\n');
}

/** Expected counts of tallied rows, per file and reason. */
function expectedTallies(): TalliedRows[] {
  const tallies: TalliedRows[] = [];
  for (const [file, rows] of Object.entries(fileRows)) {
    const notHeld = rows.filter((r) => !r.held).length;
    const unknown = rows.filter((r) => r.held && r.unknown).length;
    if (notHeld > 0) tallies.push({ file, reason: PROBLEM_ROW_TALLIES.notHeld, count: notHeld });
    if (unknown > 0) tallies.push({ file, reason: PROBLEM_ROW_TALLIES.unknownCode, count: unknown });
  }
  return tallies;
}

const byFileAndReason = (a: TalliedRows, b: TalliedRows) => `${a.file} ${a.reason}`.localeCompare(`${b.file} ${b.reason}`);

describe("maude dataset with FDA's problem files (written from the web exports' real reports and the IMDRF/FDA codes)", () => {
  let folder: FdaTestFolder;
  let db: Kysely<Database>;
  let outcomes: DatasetOutcome[];
  let maude: DatasetOutcome;

  beforeAll(async () => {
    folder = await makeFdaTestFolder();
    // The report files the dataset needs, as their header only: the web exports' reports are the ones held.
    for (const file of [MAUDE_FILES.foidev, MAUDE_FILES.merged, MAUDE_FILES.openFdaCsv, PROBLEM_CODE_FILES.ncit]) await folder.copyLines(file, 0, 1);
    await folder.copy(MAUDE_FILES.enums, PROBLEM_CODE_FILES.imdrf);
    for (const file of WEB_EXPORT_FILES) await folder.write(file, exportWithoutProblems(file));
    for (const file of Object.keys(fileRows)) await folder.write(file, Buffer.from(problemFileText(file), 'latin1'));
    db = await openMigratedTestPGlite();
    outcomes = await importDatasets(db, { dataDir: folder.dir, datasets: safetyDatasets, only: ['maude', 'problem-codes'] });
    maude = outcomes.find((o) => o.name === 'maude')!;
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await folder?.remove();
  });

  it('loads the problem codes first, then the reports, without rejects', () => {
    expect(outcomes.map((o) => [o.name, o.error, o.rejected])).toEqual([
      ['problem-codes', undefined, 0],
      ['maude', undefined, 0],
    ]);
    // The web exports' terms in both kinds, and real codes that the imported tables lack, are both in play.
    for (const kind of KINDS) expect(problemRows.filter((r) => r.kind === kind && r.held && !r.unknown).length).toBeGreaterThan(100);
    expect(problemRows.filter((r) => r.held && r.unknown).length).toBeGreaterThan(0);
  });

  it("reads back each held report's web-export terms that have an FDA code, once, and a code the tables lack as its code text", async () => {
    const stored = await db.selectFrom('fda_mdr_problems').selectAll().execute();
    const actual = new Map<string, Set<string>>();
    for (const p of stored) actual.set(p.mdr_report_key, (actual.get(p.mdr_report_key) ?? new Set()).add(`${p.kind}|${p.problem}`));
    const expected = new Map<string, Set<string>>();
    for (const r of problemRows.filter((row) => row.held)) expected.set(r.key, (expected.get(r.key) ?? new Set()).add(`${r.kind}|${r.stored}`));
    expect(actual).toEqual(expected);
    // The 2025 reports' device problems are in two files; each is stored once.
    expect(stored.length).toBe([...expected.values()].reduce((sum, problems) => sum + problems.size, 0));
  });

  it('holds no report, and so no problem, for the rows of reports not in the exports', async () => {
    const keys = (await db.selectFrom('fda_mdr_reports').select('mdr_report_key').execute()).map((r) => r.mdr_report_key);
    expect(new Set(keys)).toEqual(heldKeys);
  });

  it('counts the rows of reports not held and of codes the tables lack, per file, in the import summary', () => {
    expect([...(maude.tallied ?? [])].sort(byFileAndReason)).toEqual(expectedTallies().sort(byFileAndReason));
    const summary = formatImportSummary(outcomes, 1);
    const notHeld = fileRows[PROBLEM_FILES.device]!.filter((r) => !r.held).length;
    expect(summary).toContain(`  maude: ${PROBLEM_FILES.device}: ${notHeld.toLocaleString('en-US')} rows, ${PROBLEM_ROW_TALLIES.notHeld}\n`);
  });

  it('passes over, as not held, the rows of reports received after --as-of', async () => {
    const asOfDb = await openMigratedTestPGlite();
    try {
      const asOf = new Date('2024-12-31');
      const [, outcome] = await importDatasets(asOfDb, { dataDir: folder.dir, asOf, datasets: safetyDatasets, only: ['maude', 'problem-codes'] });
      const kept = (r: ProblemRow) => r.held && r.report.received <= '2024-12-31';
      const notHeld = Object.entries(fileRows).map(([file, rows]) => ({ file, reason: PROBLEM_ROW_TALLIES.notHeld, count: rows.filter((r) => !kept(r)).length }));
      expect(outcome!.tallied!.filter((t) => t.reason === PROBLEM_ROW_TALLIES.notHeld).sort(byFileAndReason)).toEqual(notHeld.sort(byFileAndReason));
      const stored = await asOfDb.selectFrom('fda_mdr_problems').select('mdr_report_key').distinct().execute();
      expect(new Set(stored.map((p) => p.mdr_report_key))).toEqual(new Set(problemRows.filter(kept).map((r) => r.key)));
    } finally {
      await asOfDb.destroy();
    }
  });

  it('names the problem files among the sources of the problem coverage of the codes they cover', async () => {
    const coverage = createCoverageService({ spans: createRecordSpansRepository(db), cache: createDataCache(db), pmaFiles: [], dataDate: async () => null });
    for (const productCode of ['QFG', 'DZE', 'NAY']) {
      for (const kind of KINDS) {
        // A report's sources: its web export and every problem file with a row for it.
        const withKind = new Set(problemRows.filter((r) => r.held && r.kind === kind && r.report.code === productCode).map((r) => r.key));
        const sources = new Set<string>();
        for (const r of problemRows) if (withKind.has(r.key)) sources.add(r.report.file);
        for (const [file, rows] of Object.entries(fileRows)) if (rows.some((r) => withKind.has(r.key))) sources.add(file);
        expect(sources).toContain(PROBLEM_FILES[kind]);
        const { held, sources: covered } = await coverage.mdrs(productCode, kind);
        expect([held, new Set(covered)]).toEqual([true, sources]);
      }
    }
  });
});
