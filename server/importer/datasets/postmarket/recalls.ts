import path from 'node:path';
import type { Insertable } from 'kysely';
import type { FdaRecallsTable } from '../../../db/fda-schema.ts';
import { defineDataset, type ImportContext } from '../../dataset.ts';
import { fdaDate, isAfterAsOf } from '../../dates.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { readCsv } from '../../read.ts';
import { productCodeOrNull, progressCounter, valueOrNull } from '../field-values.ts';

export const RECALLS_FILE = 'recalls/fda_device_recalls_2007-2021.csv.gz';
/** The yearly exports were taken in April 2022: a later date in them is garbled. */
const EXPORTED_ON = new Date('2022-04-21');
/** The export writes N/A for every empty field, and N/A in every Recall Class. */
const NO_VALUE = ['N/A'];

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** FDA's export escapes &, < and > as HTML; other '&word;' runs are the firms' own text and stay. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : HTML_ENTITIES[name]!,
  );
}

function text(value: string | undefined): string | null {
  const v = valueOrNull(value, NO_VALUE);
  return v === null ? null : decodeEntities(v);
}

/** Z-1234-2015, also when written Z1234-2015 or z-1234-2015 in the export. */
function recallNumberOrNull(value: string | undefined): string | null {
  const m = /^Z-?(\d{2,5})-(\d{2,4})$/i.exec(value?.trim() ?? '');
  return m ? `Z-${m[1]}-${m[2]}` : null;
}

type RecallRow = Insertable<FdaRecallsTable> & { date_posted: string | null };

function recallRow(record: Record<string, string>, file: string): RecallRow | string {
  const recallNumber = recallNumberOrNull(record['Recall Number']);
  if (!recallNumber) return `no recall number (found '${record['Recall Number'] ?? ''}')`;
  const datePosted = fdaDate(record['Date Posted'], EXPORTED_ON);
  return {
    recall_number: recallNumber,
    recall_event_id: text(record['Recall Event ID']),
    product_code: productCodeOrNull(record['Product Code']),
    trade_name: text(record['Trade Name/Product']),
    recalling_firm: text(record['Recalling Manufacturer']),
    recall_class: text(record['Recall Class']),
    date_posted: datePosted,
    year_posted: datePosted ? Number(datePosted.slice(0, 4)) : null,
    reason: text(record['Reason for Recall']),
    root_cause: text(record['FDA Determined Cause']),
    action: text(record.Action),
    quantity: text(record['Quantity in Commerce']),
    distribution: text(record.Distribution),
    status: text(record['Recall Status']),
    termination_date: fdaDate(record['Termination Date'], EXPORTED_ON),
    source: file,
  };
}

async function* recallRows(ctx: ImportContext): AsyncGenerator<Insertable<FdaRecallsTable>> {
  const progress = progressCounter(ctx);
  for await (const { line, record } of readCsv(path.join(ctx.dataDir, RECALLS_FILE))) {
    progress.add();
    const row = recallRow(record, RECALLS_FILE);
    if (typeof row === 'string') ctx.reject(RECALLS_FILE, line, row);
    else if (!isAfterAsOf(row.date_posted, ctx.asOf)) yield row;
  }
  progress.flush();
}

export const recallsDataset = defineDataset({
  name: 'recalls',
  description: 'FDA medical device recalls (cfRES export, 2007-2021), one row per recalled product',
  tables: ['fda_recalls'],
  files: [RECALLS_FILE],
  load: (trx, ctx) => insertInBatches(trx, 'fda_recalls', recallRows(ctx), 1000),
});
