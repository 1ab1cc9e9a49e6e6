import path from 'node:path';
import { fileWrittenAt } from '../../data-files.ts';
import type { ImportContext } from '../../dataset.ts';
import { fdaDate } from '../../dates.ts';
import { readPipeDelimited } from '../../read.ts';
import { productCodeOrNull, progressCounter } from '../field-values.ts';
import { answeredOrNull } from './maude-enums.ts';
import type { MdrReport } from './mdr-reports.ts';

/**
 * MAUDE device records in FDA's foidev layout (pipe-delimited, Windows-1252, read by column name so the
 * trimmed and the full layouts both work). The file has no event type: it stays null.
 */
export async function* readFoidevReports(file: string, ctx: ImportContext): AsyncGenerator<MdrReport> {
  const progress = progressCounter(ctx);
  const notAfter = await fileWrittenAt(ctx.dataDir, file);
  const records = readPipeDelimited(path.join(ctx.dataDir, file), {
    encoding: 'windows-1252',
    onBadLine: (line, reason) => ctx.reject(file, line, reason),
  });
  for await (const { line, record } of records) {
    progress.add();
    const key = record.MDR_REPORT_KEY?.trim() ?? '';
    if (!/^\d+$/.test(key)) {
      ctx.reject(file, line, `no MDR report key (found '${key}')`);
      continue;
    }
    yield {
      mdrReportKey: key,
      reportNumber: null,
      dateReceived: fdaDate(record.DATE_RECEIVED, notAfter),
      dateOfEvent: null,
      eventType: null,
      adverseEventFlag: null,
      productCode: productCodeOrNull(record.DEVICE_REPORT_PRODUCT_CODE),
      brandName: answeredOrNull(record.BRAND_NAME),
      genericName: answeredOrNull(record.GENERIC_NAME),
      manufacturer: answeredOrNull(record.MANUFACTURER_D_NAME),
      narrative: null,
      problems: [],
    };
  }
  progress.flush();
}
