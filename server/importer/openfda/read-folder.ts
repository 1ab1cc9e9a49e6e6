import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Insertable } from 'kysely';
import type { FdaProductCodesTable, FdaRecallsTable } from '../../db/fda-schema.ts';
import type { ImportContext } from '../dataset.ts';
import type { DeviceReading } from '../datasets/premarket/device-readings.ts';
import { progressCounter } from '../datasets/field-values.ts';
import type { MdrReport } from '../datasets/postmarket/mdr-reports.ts';
import { productCodeRowFromOpenFda } from './map-device-classification.ts';
import { deviceReadingFrom510k } from './map-device-510k.ts';
import { recallClassFromEnforcement, type EnforcementClass } from './map-device-enforcement.ts';
import { mdrReportFromOpenFda } from './map-device-event.ts';
import { recallRowFromOpenFda } from './map-device-recall.ts';
import { readOpenFdaZip } from './read-zip.ts';
import type { OpenFdaRecord } from './results-scanner.ts';

/** What each openFDA device download becomes: the shapes the datasets of the same tables use. */
export interface OpenFdaRows {
  '510k': DeviceReading;
  recall: Insertable<FdaRecallsTable>;
  event: MdrReport;
  classification: Insertable<FdaProductCodesTable>;
  enforcement: EnforcementClass;
}
export type OpenFdaKind = keyof OpenFdaRows;

const MAPPERS: { [K in OpenFdaKind]: (record: OpenFdaRecord, source: string) => OpenFdaRows[K] | string } = {
  '510k': (record) => deviceReadingFrom510k(record),
  recall: recallRowFromOpenFda,
  event: (record) => mdrReportFromOpenFda(record),
  classification: productCodeRowFromOpenFda,
  enforcement: recallClassFromEnforcement,
};

/**
 * FDA's bulk files of one openFDA device endpoint under `folder` (relative to the data folder; sub
 * folders too, as device-event comes in quarterly folders), named as FDA serves them:
 * device-510k-0001-of-0001.json.zip, device-event-0003-of-0005.json.zip, ...
 */
export async function openFdaZipFiles(dataDir: string, folder: string, kind: OpenFdaKind): Promise<string[]> {
  const pattern = new RegExp(`^device-${kind}-\\d+-of-\\d+\\.json\\.zip$`);
  const entries = await readdir(path.join(dataDir, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The rows of every downloaded openFDA zip of one device endpoint in `folder`: device readings for
 * fda_devices ('510k'), fda_recalls rows ('recall'), MAUDE reports for the report set ('event'),
 * fda_product_codes rows ('classification'), recall classes by recall number ('enforcement'). A record that cannot be used is rejected with its file and
 * its 1-based position in the file's results list as the line. A zip that is cut off or corrupt throws.
 */
export async function* readOpenFdaFolder<K extends OpenFdaKind>(
  ctx: Pick<ImportContext, 'dataDir' | 'reject' | 'progress'>,
  folder: string,
  kind: K,
): AsyncGenerator<OpenFdaRows[K]> {
  const toRow = MAPPERS[kind] as (record: OpenFdaRecord, source: string) => OpenFdaRows[K] | string;
  const progress = progressCounter(ctx);
  for (const file of await openFdaZipFiles(ctx.dataDir, folder, kind)) {
    let position = 0;
    for await (const record of readOpenFdaZip(path.join(ctx.dataDir, file))) {
      position++;
      progress.add();
      const row = toRow(record, file);
      if (typeof row === 'string') ctx.reject(file, position, row);
      else yield row;
    }
  }
  progress.flush();
}
