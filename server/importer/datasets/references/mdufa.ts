import path from 'node:path';
import type { Insertable } from 'kysely';
import type { FdaMdufaMetricsTable } from '../../../db/fda-schema.ts';
import { defineDataset, type ImportContext } from '../../dataset.ts';
import { fdaDate, isAfterAsOf } from '../../dates.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { readCsv } from '../../read.ts';
import { integerOrNull, progressCounter, valueOrNull } from '../field-values.ts';

export const MDUFA_FILE = 'mdufa/mdufa_combined.csv.gz';
/** The mdufa package release the file was converted from. */
const PUBLISHED_ON = new Date('2026-01-30');

/**
 * A metric's value as a number: '74.81', '60%' (60), '1,031'. Null when the report gives none (blank for
 * future fiscal years, 'N/A'); a string says why other text is not a number.
 */
function metricValue(text: string | undefined): number | null | string {
  const v = text?.trim() ?? '';
  if (v === '' || v.startsWith('N/A')) return null;
  if (/^-?\d+(\.\d+)?%?$/.test(v)) return Number(v.replace('%', ''));
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(v)) return Number(v.replaceAll(',', ''));
  return `value '${v}' is not a number`;
}

type MetricRow = Insertable<FdaMdufaMetricsTable> & { report_date: string | null };

function metricRow(record: Record<string, string>): MetricRow | string | null {
  // Text metrics (goal wording, 'yes'/'no', cohort status) have no numeric value to store.
  if (record.metric_type?.trim() === 'text') return null;
  const value = metricValue(record.value);
  if (value === null || typeof value === 'string') return value;
  const metric = valueOrNull(record.metric_harmonized) ?? valueOrNull(record.performance_metric);
  if (metric === null) return `value ${value} has no metric name`;
  const link = valueOrNull(record.report_link);
  const page = integerOrNull(record.page);
  return {
    report_date: fdaDate(record.report_date, PUBLISHED_ON),
    mdufa_period: valueOrNull(record.report_mdufa_period),
    organization: valueOrNull(record.organization),
    program: valueOrNull(record.program),
    table_title: valueOrNull(record.table_title),
    metric,
    fiscal_year: integerOrNull(record.fy),
    value,
    // The FDA report (and page) the figure was read from, to check it against.
    source: link ? `${link}${page === null ? '' : `#page=${page}`}` : MDUFA_FILE,
  };
}

async function* metricRows(ctx: ImportContext): AsyncGenerator<MetricRow> {
  const progress = progressCounter(ctx);
  for await (const { line, record } of readCsv(path.join(ctx.dataDir, MDUFA_FILE))) {
    progress.add();
    const row = metricRow(record);
    if (typeof row === 'string') ctx.reject(MDUFA_FILE, line, row);
    else if (row !== null && !isAfterAsOf(row.report_date, ctx.asOf)) yield row;
  }
  progress.flush();
}

export const mdufaDataset = defineDataset({
  name: 'mdufa',
  description: 'MDUFA performance report figures (review times, volumes, goals) by program, office and fiscal year',
  tables: ['fda_mdufa_metrics'],
  files: [MDUFA_FILE],
  load: (trx, ctx) => insertInBatches(trx, 'fda_mdufa_metrics', metricRows(ctx), 1000),
});
