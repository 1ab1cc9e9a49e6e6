import path from 'node:path';
import type { Insertable } from 'kysely';
import type { FdaRecallsTable } from '../../../db/fda-schema.ts';
import { defineDataset, type ImportContext } from '../../dataset.ts';
import { fdaDate, isAfterAsOf } from '../../dates.ts';
import { matchFiles } from '../../data-files.ts';
import { OPENFDA_FOLDER } from '../../download/fda-sources.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { openFdaZipFiles, readOpenFdaFolder } from '../../openfda/read-folder.ts';
import { readCsv } from '../../read.ts';
import { productCodeOrNull, progressCounter, recallNumberOrNull, valueOrNull } from '../field-values.ts';
import { joinRecallClasses, recallClassesDataset } from './recall-classes.ts';

export const RECALLS_FILE = 'recalls/fda_device_recalls_2007-2021.csv.gz';
const OPENFDA_RECALLS = `${OPENFDA_FOLDER}/device-recall-*.json.zip`;
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

/**
 * openFDA's device-recall records (one per recall number), then the export's rows of the recall numbers
 * openFDA does not hold (the export is older and stops in 2021).
 */
async function* recallRows(ctx: ImportContext, withExport: boolean): AsyncGenerator<Insertable<FdaRecallsTable>> {
  const fromOpenFda = new Set<string>();
  for await (const row of readOpenFdaFolder(ctx, OPENFDA_FOLDER, 'recall')) {
    fromOpenFda.add(row.recall_number);
    if (!isAfterAsOf(row.date_posted as string | null, ctx.asOf)) yield row;
  }
  if (!withExport) return;
  const progress = progressCounter(ctx);
  for await (const { line, record } of readCsv(path.join(ctx.dataDir, RECALLS_FILE))) {
    progress.add();
    const row = recallRow(record, RECALLS_FILE);
    if (typeof row === 'string') ctx.reject(RECALLS_FILE, line, row);
    else if (fromOpenFda.has(row.recall_number)) ctx.tally(RECALLS_FILE, "recall number in openFDA's device-recall records: theirs held");
    else if (!isAfterAsOf(row.date_posted, ctx.asOf)) yield row;
  }
  progress.flush();
}

export const recallsDataset = defineDataset({
  name: 'recalls',
  description: "FDA medical device recalls (openFDA's device-recall records, the cfRES export 2007-2021), with FDA's recall class where an enforcement report gives it",
  tables: ['fda_recalls'],
  files: [],
  optionalFiles: [RECALLS_FILE, OPENFDA_RECALLS],
  after: [recallClassesDataset.name],
  async load(trx, ctx) {
    const [exported, zips] = await Promise.all([matchFiles(ctx.dataDir, RECALLS_FILE), openFdaZipFiles(ctx.dataDir, OPENFDA_FOLDER, 'recall')]);
    if (exported.length === 0 && zips.length === 0) throw new Error(`missing in ${ctx.dataDir}: ${RECALLS_FILE} or ${OPENFDA_RECALLS}`);
    const stored = await insertInBatches(trx, 'fda_recalls', recallRows(ctx, exported.length > 0), 1000);
    await joinRecallClasses(trx);
    return stored;
  },
});
