import path from 'node:path';
import { fileWrittenAt } from '../../data-files.ts';
import type { ImportContext } from '../../dataset.ts';
import { fdaDate } from '../../dates.ts';
import { readCsv } from '../../read.ts';
import { productCodeOrNull, progressCounter, valueOrNull, yesNo } from '../field-values.ts';
import { answeredOrNull, type MaudeEnums } from './maude-enums.ts';
import type { MdrReport } from './mdr-reports.ts';

/**
 * openFDA device events flattened to CSV (one row per report, keyed by report number; no MDR key). The
 * columns hold no product or patient problems (`outcome` is the patient outcome), so none are read.
 */
export async function* readOpenFdaEventCsv(file: string, enums: MaudeEnums, ctx: ImportContext): AsyncGenerator<MdrReport> {
  const progress = progressCounter(ctx);
  const notAfter = await fileWrittenAt(ctx.dataDir, file);
  for await (const { line, record } of readCsv(path.join(ctx.dataDir, file))) {
    progress.add();
    const reportNumber = valueOrNull(record.report_number);
    if (reportNumber === null) {
      ctx.reject(file, line, 'no report number');
      continue;
    }
    yield {
      mdrReportKey: null,
      reportNumber,
      dateReceived: fdaDate(record.date_received, notAfter),
      dateOfEvent: fdaDate(record.date_of_event, notAfter),
      eventType: enums.eventType(record.event_type),
      adverseEventFlag: yesNo(record.adverse_flag),
      productCode: productCodeOrNull(record.product_code),
      brandName: answeredOrNull(record.brand_name),
      genericName: answeredOrNull(record.device_name),
      manufacturer: answeredOrNull(record.manufacturer),
      narrative: null,
      problems: [],
    };
  }
  progress.flush();
}
