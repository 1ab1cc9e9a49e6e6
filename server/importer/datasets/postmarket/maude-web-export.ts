import path from 'node:path';
import { fileWrittenAt } from '../../data-files.ts';
import type { ImportContext } from '../../dataset.ts';
import { fdaDate } from '../../dates.ts';
import { readCsv } from '../../read.ts';
import { productCodeOrNull, progressCounter, valueOrNull } from '../field-values.ts';
import { answeredOrNull, type MaudeEnums } from './maude-enums.ts';
import type { MdrProblem, MdrReport } from './mdr-reports.ts';

/** FDA's MAUDE web search exported ('Export to Excel', saved as CSV): one report per row, with its problem terms. */
export const MAUDE_WEB_EXPORTS = 'maude/maude_web_export_received_*.csv';

/** The report's page on FDA's site names its MDR report key: ...Detail.CFM?MDRFOI__ID=18423065&pc=FDF. */
const REPORT_PAGE = /^https?:\/\/\S*[?&]MDRFOI__ID=(\d+)/i;

/** A problem cell lists FDA terms separated by ';' ('Gas/Air Leak; No Flow'). */
function problemsOf(kind: MdrProblem['kind'], cell: string | undefined): MdrProblem[] {
  return (cell ?? '')
    .split(';')
    .map((term) => answeredOrNull(term))
    .filter((term): term is string => term !== null)
    .map((problem) => ({ kind, problem }));
}

/**
 * The web export's rows: report number, dates, event type, manufacturer, product code, brand name, device
 * and patient problem terms and the event text. FDA's disclaimer closes the export in rows whose first cell
 * is not a report's address; those are not reports and are passed over.
 */
export async function* readMaudeWebExport(file: string, enums: MaudeEnums, ctx: ImportContext): AsyncGenerator<MdrReport> {
  const progress = progressCounter(ctx);
  const notAfter = await fileWrittenAt(ctx.dataDir, file);
  for await (const { line, record } of readCsv(path.join(ctx.dataDir, file))) {
    progress.add();
    const address = record['Web Address']?.trim() ?? '';
    if (!/^https?:/i.test(address)) continue;
    const key = REPORT_PAGE.exec(address)?.[1];
    if (key === undefined) {
      ctx.reject(file, line, `no MDRFOI__ID in the report's address '${address}'`);
      continue;
    }
    yield {
      mdrReportKey: key,
      reportNumber: valueOrNull(record['Report Number']),
      dateReceived: fdaDate(record['Date Received'], notAfter),
      dateOfEvent: fdaDate(record['Event Date'], notAfter),
      eventType: enums.eventType(record['Event Type']),
      adverseEventFlag: null,
      productCode: productCodeOrNull(record['Product Code']),
      brandName: answeredOrNull(record['Brand Name']),
      genericName: null,
      manufacturer: answeredOrNull(record.Manufacturer),
      narrative: valueOrNull(record['Event Text']),
      problems: [...problemsOf('device', record['Device Problem']), ...problemsOf('patient', record['Patient Problem'])],
    };
  }
  progress.flush();
}
