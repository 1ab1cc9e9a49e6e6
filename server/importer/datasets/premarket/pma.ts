import path from 'node:path';
import type { Insertable } from 'kysely';
import type { FdaPmaTable } from '../../../db/fda-schema.ts';
import { fileDataDate } from '../../data-files.ts';
import { defineDataset, type ImportContext } from '../../dataset.ts';
import { fdaDate, isAfterAsOf } from '../../dates.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { readCsv } from '../../read.ts';
import { productCodeOrNull, progressCounter, valueOrNull } from '../field-values.ts';

export const PMA_FILE = 'pma/pma_2026-08-18.csv.gz';
/** The fdadata package writes 1900-01-01 where FDA gives no start (received) date. */
const UNKNOWN_START = '1900-01-01';

/** P123456, P123456/S012, N18143/S001 (pre-1976 NDA-route devices). */
const SUBMISSION_NUMBER = /^[PN]\d{4,6}(\/S\d+)?$/;

type PmaRow = Insertable<FdaPmaTable> & { decision_date: string | null };

function pmaRow(record: Record<string, string>, publishedOn: Date): PmaRow | string {
  const number = valueOrNull(record.submission_number)?.toUpperCase() ?? '';
  if (!SUBMISSION_NUMBER.test(number)) return `no PMA submission number (found '${number}')`;
  const start = valueOrNull(record.date_start, [UNKNOWN_START]);
  return {
    submission_number: number,
    sponsor: valueOrNull(record.sponsor),
    date_received: fdaDate(start, publishedOn),
    decision_date: fdaDate(record.date_decision, publishedOn),
    decision_code: valueOrNull(record.decision_code),
    decision: valueOrNull(record.decision),
    product_code: productCodeOrNull(record.product_code),
    generic_name: valueOrNull(record.generic_name),
    trade_name: valueOrNull(record.device),
    // FDA's supplement type (the package's `track`: '30-Day Notice', 'Real-Time Process', ...); an original has none: 'PMA'.
    submission_type: valueOrNull(record.track) ?? valueOrNull(record.type),
    panel: valueOrNull(record.panel),
    reason: valueOrNull(record.reason),
    approval_order_statement: valueOrNull(record.approval_order_statement),
  };
}

async function* pmaRows(ctx: ImportContext): AsyncGenerator<PmaRow> {
  const progress = progressCounter(ctx);
  const firstLine = new Map<string, number>();
  const publishedOn = await fileDataDate(ctx.dataDir, PMA_FILE);
  for await (const { line, record } of readCsv(path.join(ctx.dataDir, PMA_FILE))) {
    progress.add();
    const row = pmaRow(record, publishedOn);
    if (typeof row === 'string') ctx.reject(PMA_FILE, line, row);
    else if (firstLine.has(row.submission_number)) ctx.reject(PMA_FILE, line, `${row.submission_number} again (first on line ${firstLine.get(row.submission_number)})`);
    else {
      firstLine.set(row.submission_number, line);
      if (!isAfterAsOf(row.decision_date, ctx.asOf)) yield row;
    }
  }
  progress.flush();
}

export const pmaDataset = defineDataset({
  name: 'pma',
  description: 'PMA approvals and supplements (FDA PMA database, as of August 2026)',
  tables: ['fda_pma'],
  files: [PMA_FILE],
  load: (trx, ctx) => insertInBatches(trx, 'fda_pma', pmaRows(ctx), 1000),
});
