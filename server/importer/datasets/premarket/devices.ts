import type { Insertable, Kysely } from 'kysely';
import type { FdaDevicesTable } from '../../../db/fda-schema.ts';
import type { Database } from '../../../db/schema.ts';
import { matchFiles } from '../../data-files.ts';
import { isAfterAsOf } from '../../dates.ts';
import { defineDataset, type ImportContext } from '../../dataset.ts';
import { OPENFDA_FOLDER } from '../../download/fda-sources.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { overlayNewer } from '../../merge-fields.ts';
import { openFdaZipFiles, readOpenFdaFolder } from '../../openfda/read-folder.ts';
import {
  readAiList,
  readOpenFdaCsv,
  readPmnFile,
  type AiDeviceRow,
  type DeviceFields,
  type DeviceFile,
} from './device-readings.ts';
import { decisionListCode } from './fda-codes.ts';

type DeviceRow = Insertable<FdaDevicesTable>;

const PMN_FILES = '510k/pmn*.txt';
const OPENFDA_CSV = '510k/openfda_510k*.csv';
const AI_LISTS = '510k/fda_ai_enabled_devices*.csv';
const OPENFDA_510K = `${OPENFDA_FOLDER}/device-510k-*.json.zip`;

/** When a file's data was current: its latest decision date (file names do not say it for pmn files). */
function dataDate(file: DeviceFile): string {
  let latest = '';
  for (const { fields } of file.readings) {
    const day = fields.decision_date as string | null | undefined;
    if (day && day > latest) latest = day;
  }
  for (const row of file.aiRows ?? []) {
    const day = row.decision_date as string | null;
    if (day && day > latest) latest = day;
  }
  return latest;
}

/** openFDA's device-510k download (one zip as FDA serves it today), as one source. */
async function readOpenFda510k(ctx: ImportContext): Promise<DeviceFile[]> {
  const zips = await openFdaZipFiles(ctx.dataDir, OPENFDA_FOLDER, '510k');
  if (zips.length === 0) return [];
  const readings = [];
  for await (const reading of readOpenFdaFolder(ctx, OPENFDA_FOLDER, '510k')) readings.push(reading);
  return [{ file: zips.length === 1 ? zips[0]! : OPENFDA_510K, readings }];
}

async function readAll(ctx: ImportContext): Promise<DeviceFile[]> {
  const [pmn, openFdaCsv, aiLists] = await Promise.all([PMN_FILES, OPENFDA_CSV, AI_LISTS].map((p) => matchFiles(ctx.dataDir, p)));
  const files = await Promise.all([
    ...pmn!.map((file) => readPmnFile(file, ctx)),
    ...openFdaCsv!.map((file) => readOpenFdaCsv(file, ctx)),
    ...aiLists!.map((file) => readAiList(file, ctx)),
    readOpenFda510k(ctx),
  ]);
  return files.flat().sort((a, b) => dataDate(a).localeCompare(dataDate(b)) || a.file.localeCompare(b.file));
}

/** Decision code -> description, from the decision-codes dataset. */
async function decisionDescriptions(trx: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await trx.selectFrom('fda_decision_codes').select(['code', 'description']).execute();
  return new Map(rows.map((r) => [r.code, r.description]));
}

/** Still unknown to FDA on the as-of day: decided after it, or (undecided as far as we know) received after it. */
function afterAsOf(fields: Partial<DeviceFields>, kNumber: string, asOf: Date | null): boolean {
  const decided = fields.decision_date as string | null | undefined;
  if (decided) return isAfterAsOf(decided, asOf);
  const received = fields.date_received as string | null | undefined;
  if (received) return isAfterAsOf(received, asOf);
  return asOf !== null && kNumberYear(kNumber) > asOf.getUTCFullYear();
}

/** K261915 -> 2026, DEN250034 -> 2025: the year FDA received the submission. */
export function kNumberYear(kNumber: string): number {
  const yy = Number(kNumber.match(/^[A-Z]+(\d{2})/)?.[1] ?? NaN);
  return yy >= 76 ? 1900 + yy : 2000 + yy;
}

/** The newest list's say about each AI-enabled submission. */
function mergeAiRows(files: DeviceFile[], asOf: Date | null): AiDeviceRow[] {
  const bySubmission = new Map<string, AiDeviceRow & { sources: Set<string> }>();
  for (const file of files) {
    for (const row of file.aiRows ?? []) {
      const merged = bySubmission.get(row.submission_number) ?? { ...row, sources: new Set<string>() };
      overlayNewer(merged, row);
      merged.sources.add(row.source);
      bySubmission.set(row.submission_number, merged);
    }
  }
  return [...bySubmission.values()]
    .filter((row) => !isAfterAsOf(row.decision_date as string | null, asOf))
    .map(({ sources, ...row }) => ({ ...row, source: [...sources].join(', ') }));
}

export const devices = defineDataset({
  name: 'devices',
  description: '510(k) and De Novo decisions (pmn files, openFDA records, AI-enabled lists), one row per K-number',
  tables: ['fda_devices', 'fda_ai_devices'],
  files: [PMN_FILES],
  optionalFiles: [OPENFDA_CSV, AI_LISTS, OPENFDA_510K],
  after: ['decision-codes'],
  async load(trx, ctx) {
    const files = await readAll(ctx);
    const descriptions = await decisionDescriptions(trx);

    const byKNumber = new Map<string, { fields: Partial<DeviceFields>; sources: Set<string>; aiEnabled: boolean }>();
    for (const file of files) {
      for (const { kNumber, fields } of file.readings) {
        const device = byKNumber.get(kNumber) ?? { fields: {}, sources: new Set<string>(), aiEnabled: false };
        overlayNewer(device.fields, fields);
        device.sources.add(file.file);
        device.aiEnabled ||= file.aiRows !== undefined;
        byKNumber.set(kNumber, device);
      }
    }

    const rows: DeviceRow[] = [];
    for (const [kNumber, { fields, sources, aiEnabled }] of byKNumber) {
      if (afterAsOf(fields, kNumber, ctx.asOf)) continue;
      const code = fields.decision_code;
      rows.push({
        ...fields,
        k_number: kNumber,
        // A code's meaning wins over a text from another file, so code and description agree.
        decision_description: (code ? descriptions.get(code) ?? descriptions.get(decisionListCode(code)) : undefined) ?? fields.decision_description ?? null,
        ai_enabled: aiEnabled,
        sources: [...sources],
      });
    }
    const devicesStored = await insertInBatches(trx, 'fda_devices', rows, 1000);
    return devicesStored + (await insertInBatches(trx, 'fda_ai_devices', mergeAiRows(files, ctx.asOf), 1000));
  },
});
