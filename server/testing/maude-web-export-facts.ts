import { rawCsvRecords } from './raw-fda-files.ts';

/** The MAUDE web exports of the shared FDA folder (see its README, round 4). */
export const WEB_EXPORT_FILES = ['maude/maude_web_export_received_2024-01.csv', 'maude/maude_web_export_received_2025-01.csv'];

export interface WebExportReport {
  code: string;
  received: string;
  /** 'device|term' and 'patient|term'. */
  problems: Set<string>;
  file: string;
  /** The first file's row of the report, as exported. */
  row: Record<string, string>;
}

/**
 * The web exports' reports read plainly, one per MDRFOI__ID (a report in both files keeps the first file's
 * fields and joins their problems); FDA's closing disclaimer rows are not reports.
 */
export function webExportReports(): Map<string, WebExportReport> {
  const reports = new Map<string, WebExportReport>();
  for (const file of WEB_EXPORT_FILES) {
    for (const row of rawCsvRecords(file)) {
      if (!row['Web Address']!.startsWith('http')) continue;
      const key = /MDRFOI__ID=(\d+)/.exec(row['Web Address']!)![1]!;
      const report = reports.get(key) ?? {
        code: row['Product Code']!,
        received: row['Date Received']!,
        problems: new Set<string>(),
        file,
        row,
      };
      for (const [kind, cell] of [['device', row['Device Problem']!], ['patient', row['Patient Problem']!]] as const) {
        for (const term of cell.split(';').map((t) => t.trim())) if (term !== '') report.problems.add(`${kind}|${term}`);
      }
      reports.set(key, report);
    }
  }
  return reports;
}

/** Reports per problem term of a kind for a product code, most reported first (then by term), as the web exports give them. */
export function webExportProblemCounts(productCode: string, kind: 'device' | 'patient'): Array<{ problem: string; count: number }> {
  const counts = new Map<string, number>();
  for (const report of webExportReports().values()) {
    if (report.code !== productCode) continue;
    for (const problem of report.problems) {
      const [k, term] = problem.split('|') as [string, string];
      if (k === kind) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
  }
  return [...counts].map(([problem, count]) => ({ problem, count })).sort((a, b) => b.count - a.count || (a.problem < b.problem ? -1 : 1));
}
