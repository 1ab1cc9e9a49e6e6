import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { matchFiles } from '../../data-files.ts';
import type { ImportContext } from '../../dataset.ts';
import { readPipeDelimited } from '../../read.ts';
import { progressCounter } from '../field-values.ts';
import type { MdrProblem, MdrReportSet } from './mdr-reports.ts';

type ProblemKind = MdrProblem['kind'];

/**
 * FDA's MAUDE problem files, read when the data folder has them (names in any case; FDA's yearly and
 * cumulative files, e.g. foidevproblem2024.txt, match too). Pipe-delimited, Windows-1252, one problem code
 * of one report a line; some years have a header, some not.
 */
export const MAUDE_PROBLEM_FILES = {
  /** Device problems: MDR_REPORT_KEY|DEVICE_PROBLEM_CODE. */
  device: 'maude/foidevproblem*.txt',
  /** Patient problems (health effects): MDR_REPORT_KEY|PATIENT_SEQUENCE_NO|PROBLEM_CODE|DATE_ADDED|DATE_CHANGED. */
  patient: 'maude/patientproblemcode*.txt',
} as const satisfies Record<ProblemKind, string>;

/** The columns of each file when it comes without a header, and the column holding the problem code. */
const LAYOUTS: Record<ProblemKind, { columns: readonly string[]; code: string }> = {
  device: { columns: ['MDR_REPORT_KEY', 'DEVICE_PROBLEM_CODE'], code: 'DEVICE_PROBLEM_CODE' },
  patient: { columns: ['MDR_REPORT_KEY', 'PATIENT_SEQUENCE_NO', 'PROBLEM_CODE', 'DATE_ADDED', 'DATE_CHANGED'], code: 'PROBLEM_CODE' },
};

/**
 * The annexes of the IMDRF/FDA tables whose FDA codes each kind of MAUDE problem uses: device problems are
 * Annex A; patient problems are health effects, clinical signs (Annex E) and health impact (Annex F).
 */
const ANNEXES: Record<ProblemKind, readonly string[]> = { device: ['A'], patient: ['E', 'F'] };

/** Why a row is tallied rather than stored as given (the import summary counts them per file). */
export const PROBLEM_ROW_TALLIES = {
  notHeld: 'MDR report not held (no report file gave it, or received after --as-of): passed over',
  unknownCode: "FDA problem code not in the IMDRF/FDA tables: stored as 'FDA problem code <code>'",
} as const;

/** The problem a code the IMDRF/FDA tables do not hold is stored as, so the report still counts as naming one. */
export function unknownCodeProblem(code: string): string {
  return `FDA problem code ${code}`;
}

/** FDA's numeric problem code -> its term, per kind, from fda_problem_codes (the problem-codes dataset). */
async function problemTerms(trx: Kysely<Database>): Promise<Record<ProblemKind, Map<string, string>>> {
  const rows = await trx
    .selectFrom('fda_problem_codes')
    .select(['annex', 'fda_code', 'term'])
    .where('fda_code', 'is not', null)
    .orderBy('annex')
    .orderBy('imdrf_code')
    .execute();
  const terms = { device: new Map<string, string>(), patient: new Map<string, string>() };
  for (const kind of ['device', 'patient'] as const) {
    // A code held twice among the kind's annexes keeps the first by annex, then IMDRF code.
    for (const row of rows) if (ANNEXES[kind].includes(row.annex) && !terms[kind].has(row.fda_code!)) terms[kind].set(row.fda_code!, row.term);
  }
  return terms;
}

/**
 * Adds the problems of FDA's problem files to the held reports, each code as its IMDRF/FDA term; the file
 * becomes a source of the report. A row naming a report not held is passed over, a code the tables lack
 * is stored as its code text (both tallied); a problem a report already has is not added again.
 */
export async function addMaudeProblemFiles(trx: Kysely<Database>, reports: MdrReportSet, ctx: ImportContext): Promise<void> {
  const files = await Promise.all(
    (['device', 'patient'] as const).map(async (kind) => ({ kind, files: await matchFiles(ctx.dataDir, MAUDE_PROBLEM_FILES[kind]) })),
  );
  if (files.every(({ files }) => files.length === 0)) return;
  const terms = await problemTerms(trx);
  for (const { kind, files: kindFiles } of files) {
    for (const file of kindFiles) await addProblemFile(file, kind, terms[kind], reports, ctx);
  }
}

async function addProblemFile(file: string, kind: ProblemKind, terms: Map<string, string>, reports: MdrReportSet, ctx: ImportContext) {
  const progress = progressCounter(ctx);
  const layout = LAYOUTS[kind];
  const records = readPipeDelimited(path.join(ctx.dataDir, file), {
    encoding: 'windows-1252',
    columnsWithoutHeader: layout.columns,
    onBadLine: (line, reason) => ctx.reject(file, line, reason),
  });
  for await (const { line, record } of records) {
    progress.add();
    const key = record.MDR_REPORT_KEY ?? '';
    const code = record[layout.code] ?? '';
    if (!/^\d+$/.test(key)) ctx.reject(file, line, `no MDR report key (found '${key}')`);
    else if (!/^\d+$/.test(code)) ctx.reject(file, line, `no ${kind} problem code (found '${code}')`);
    else if (!reports.has(key)) ctx.tally(file, PROBLEM_ROW_TALLIES.notHeld);
    else {
      const term = terms.get(code);
      if (term === undefined) ctx.tally(file, PROBLEM_ROW_TALLIES.unknownCode);
      reports.addProblem(key, { kind, problem: term ?? unknownCodeProblem(code) }, file);
    }
  }
  progress.flush();
}
