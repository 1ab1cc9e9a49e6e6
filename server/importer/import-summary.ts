import { formatDuration } from './progress-view.ts';
import type { DatasetOutcome } from './run-import.ts';

const REJECTS_SHOWN = 3;
const number = (n: number) => n.toLocaleString('en-US');

/**
 * The end-of-import report: rows, rejected rows and time per dataset, the first rejected rows of each
 * with file and line, the rows tallied per file and reason, the failures and the totals. A dataset whose files
 * are not in the folder (MAUDE on a download install, which asks openFDA's count API instead) is said to have
 * none, not to have failed.
 */
export function formatImportSummary(outcomes: readonly DatasetOutcome[], totalSeconds: number, asOf: Date | null = null): string {
  const failed = outcomes.filter((o) => o.error !== undefined);
  const imported = outcomes.length - failed.length;
  const lines = [
    `FDA data import: ${imported} of ${outcomes.length} datasets imported in ${formatDuration(totalSeconds)}${asOf ? ` (as of ${asOf.toISOString().slice(0, 10)})` : ''}`,
    `  ${'dataset'.padEnd(20)}${'rows'.padStart(10)}${'rejected'.padStart(10)}${'time'.padStart(10)}`,
  ];
  for (const o of outcomes) {
    const status = o.error === undefined ? '' : o.missingFiles ? `  NOT IMPORTED (no files): ${o.error}` : `  FAILED (previous data kept): ${o.error}`;
    lines.push(
      `  ${o.name.padEnd(20)}${number(o.rows).padStart(10)}${number(o.rejected).padStart(10)}${`${o.seconds.toFixed(1)} s`.padStart(10)}${status}`,
    );
  }
  const withRejects = outcomes.filter((o) => o.rejected > 0);
  if (withRejects.length > 0) {
    lines.push(`Rejected rows (the first ${REJECTS_SHOWN} of each dataset):`);
    for (const o of withRejects) {
      for (const r of o.rejectedSample.slice(0, REJECTS_SHOWN)) lines.push(`  ${o.name}: ${r.file}:${r.line} ${r.reason}`);
      if (o.rejected > REJECTS_SHOWN) lines.push(`  ${o.name}: ... ${number(o.rejected - REJECTS_SHOWN)} more`);
    }
  }
  const tallied = outcomes.flatMap((o) => (o.tallied ?? []).map((t) => ({ name: o.name, ...t })));
  if (tallied.length > 0) {
    lines.push('Rows passed over or stored otherwise, by rule (not errors):');
    for (const t of tallied) lines.push(`  ${t.name}: ${t.file}: ${number(t.count)} rows, ${t.reason}`);
  }
  const rows = outcomes.reduce((sum, o) => sum + o.rows, 0);
  const rejected = outcomes.reduce((sum, o) => sum + o.rejected, 0);
  const absent = failed.filter((o) => o.missingFiles).length;
  const broken = failed.length - absent;
  const notes = [broken > 0 ? `${broken} failed` : '', absent > 0 ? `${absent} without files (their tables stay as they were)` : ''].filter(Boolean);
  lines.push(`Total: ${number(rows)} rows, ${number(rejected)} rejected, ${totalSeconds.toFixed(1)} s${notes.length ? `; ${notes.join(', ')}` : ''}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The importer CLI's exit code: 1 when a dataset failed, or when one named in --only had no files. Without
 * --only, a dataset without files is the usual state of a download install (FDA publishes no file for the
 * MAUDE extracts, guidance index or summaries this folder layout names), not a failure.
 */
export function importExitCode(outcomes: readonly DatasetOutcome[], only: readonly string[] | null): 0 | 1 {
  return outcomes.some((o) => o.error !== undefined && (o.missingFiles === undefined || only !== null)) ? 1 : 0;
}
