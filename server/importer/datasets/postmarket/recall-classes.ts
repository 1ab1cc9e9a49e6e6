import { sql, type Insertable, type Kysely } from 'kysely';
import type { FdaRecallClassesTable } from '../../../db/fda-schema.ts';
import type { Database } from '../../../db/schema.ts';
import { defineDataset, type ImportContext } from '../../dataset.ts';
import { isAfterAsOf } from '../../dates.ts';
import { OPENFDA_FOLDER } from '../../download/fda-sources.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { readOpenFdaFolder } from '../../openfda/read-folder.ts';

export const ENFORCEMENT_ZIPS = `${OPENFDA_FOLDER}/device-enforcement-*.json.zip`;

/**
 * Sets each recall's class from the enforcement report of its recall number: the recalls dataset on its new
 * rows before they are swapped in, the recall-classes dataset on the live recalls in the swap's transaction,
 * so the class is never seen half joined. Recalls without a report keep the class their own file gave (none
 * today: the export writes N/A, openFDA's recall records have no class field).
 */
export async function joinRecallClasses(db: Kysely<Database>): Promise<void> {
  await sql`update ${sql.table('fda_recalls')} r set recall_class = c.recall_class
    from ${sql.table('fda_recall_classes')} c
    where c.recall_number = r.recall_number and r.recall_class is distinct from c.recall_class`.execute(db);
}

/** One class per recall number: the latest report's when a number is reported twice. */
async function latestClasses(ctx: ImportContext): Promise<Insertable<FdaRecallClassesTable>[]> {
  const byNumber = new Map<string, Insertable<FdaRecallClassesTable>>();
  for await (const { recall_class, ...report } of readOpenFdaFolder(ctx, OPENFDA_FOLDER, 'enforcement')) {
    if (recall_class === null) ctx.tally(report.source, 'not Class I, II or III (e.g. Not Yet Classified): no class held');
    else if (isAfterAsOf(report.report_date, ctx.asOf)) ctx.tally(report.source, 'reported after the as-of day');
    else {
      const held = byNumber.get(report.recall_number);
      if (held) ctx.tally(report.source, "recall number reported again: the latest report's class held");
      if (!held || (report.report_date ?? '') >= (held.report_date ?? '')) byNumber.set(report.recall_number, { ...report, recall_class });
    }
  }
  return [...byNumber.values()];
}

export const recallClassesDataset = defineDataset({
  name: 'recall-classes',
  description: "FDA's recall class (I, II or III) per recall number, from openFDA's device-enforcement reports",
  tables: ['fda_recall_classes'],
  files: [],
  optionalFiles: [ENFORCEMENT_ZIPS],
  load: async (db, ctx) => insertInBatches(db, 'fda_recall_classes', await latestClasses(ctx), 1000),
  publish: joinRecallClasses,
});
