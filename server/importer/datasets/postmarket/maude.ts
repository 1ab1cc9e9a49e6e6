import { matchFiles } from '../../data-files.ts';
import { defineDataset } from '../../dataset.ts';
import { isAfterAsOf } from '../../dates.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { MAUDE_ENUMS_FILE, MaudeEnums } from './maude-enums.ts';
import { readFoidevReports } from './maude-foidev.ts';
import { readMergedMaudeReports } from './maude-merged-csv.ts';
import { readOpenFdaEventCsv } from './maude-openfda-csv.ts';
import { addMaudeProblemFiles, MAUDE_PROBLEM_FILES } from './maude-problem-files.ts';
import { MAUDE_WEB_EXPORTS, readMaudeWebExport } from './maude-web-export.ts';
import { MdrReportSet } from './mdr-reports.ts';

export const MAUDE_FILES = {
  foidev: 'maude/daVinci_FOIDEV.txt',
  merged: 'maude/surgical_mesh_maude_merged.csv',
  openFdaCsv: 'maude/openfda_device_events_2020-04_sample.csv',
  enums: MAUDE_ENUMS_FILE,
} as const;

export const maudeDataset = defineDataset({
  name: 'maude',
  description:
    "MAUDE adverse event reports (da Vinci foidev, surgical mesh, openFDA April 2020 sample, MAUDE web exports with device and patient problems; FDA's foidevproblem/patientproblemcode files when present) and the code lookups",
  tables: ['fda_mdr_reports', 'fda_mdr_problems', 'fda_mdr_enums'],
  files: Object.values(MAUDE_FILES),
  optionalFiles: [MAUDE_WEB_EXPORTS, ...Object.values(MAUDE_PROBLEM_FILES)],
  // FDA's problem files give numeric codes, named through the IMDRF/FDA tables.
  after: ['problem-codes'],
  async load(trx, ctx) {
    const enums = await MaudeEnums.read(ctx);
    const reports = new MdrReportSet();
    for await (const report of readFoidevReports(MAUDE_FILES.foidev, ctx)) reports.add(report, MAUDE_FILES.foidev);
    for await (const report of readMergedMaudeReports(MAUDE_FILES.merged, enums, ctx)) reports.add(report, MAUDE_FILES.merged);
    for await (const report of readOpenFdaEventCsv(MAUDE_FILES.openFdaCsv, enums, ctx)) reports.add(report, MAUDE_FILES.openFdaCsv);
    for (const file of await matchFiles(ctx.dataDir, MAUDE_WEB_EXPORTS)) {
      for await (const report of readMaudeWebExport(file, enums, ctx)) reports.add(report, file);
    }

    reports.retain((report) => !isAfterAsOf(report.dateReceived, ctx.asOf));
    await addMaudeProblemFiles(trx, reports, ctx);

    const kept = [...reports.rows()];
    return (
      (await insertInBatches(trx, 'fda_mdr_reports', kept.map((k) => k.report), 1000)) +
      (await insertInBatches(trx, 'fda_mdr_problems', kept.flatMap((k) => k.problems), 2000)) +
      (await insertInBatches(trx, 'fda_mdr_enums', enums.rows))
    );
  },
});
