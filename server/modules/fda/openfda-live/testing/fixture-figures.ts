import { webExportProblemCounts, webExportReports } from '../../../../testing/maude-web-export-facts.ts';
import { rawCsvRecords } from '../../../../testing/raw-fda-files.ts';
import { mdrReportReceipts, recallExportDay, recallsOf } from '../../testing/raw-fda-facts.ts';

/**
 * The figures of the openFDA stand-in's fixtures, computed from the real FDA files of FDA_DATA_DIR (the files
 * the importer reads): the local data's figures, re-served in openFDA's answer format. No figure is made up,
 * and none is FDA's full count: the files hold part of MAUDE (see the shared folder's README).
 */

/** openFDA's `meta` of a count answer (FDA/openfda api/faers/api.js), with the `last_updated` given. */
export function openFdaMeta(lastUpdated: string) {
  return {
    disclaimer:
      'Do not rely on openFDA to make decisions regarding medical care. While we make every effort to ensure that data is accurate, ' +
      'you should assume all results are unvalidated. We may limit or otherwise restrict your access to the API in line with our Terms of Service.',
    terms: 'https://open.fda.gov/terms/',
    license: 'https://open.fda.gov/license/',
    last_updated: lastUpdated,
  };
}

/** YYYYMMDD as openFDA gives the days of a date count. */
const basicDay = (isoDate: string) => isoDate.replaceAll('-', '');

/** The code's MAUDE reports per day received, as the files hold them (a report named twice counted once). */
export function mdrReportsByDay(productCode: string): Map<string, number> {
  const dayOf = new Map<string, string>();
  for (const { id, day } of mdrReportReceipts(productCode)) if (day !== null && !dayOf.has(id)) dayOf.set(id, day);
  const byDay = new Map<string, number>();
  for (const day of [...dayOf.values()].sort()) byDay.set(day, (byDay.get(day) ?? 0) + 1);
  return byDay;
}

/** openFDA's answer to `count=date_received` for the code's reports: one bucket a day, oldest first. */
export function mdrDateCountAnswer(productCode: string) {
  const byDay = mdrReportsByDay(productCode);
  const days = [...byDay.keys()];
  return {
    meta: openFdaMeta(days.at(-1) ?? ''),
    results: days.map((day) => ({ time: basicDay(day), count: byDay.get(day)! })),
  };
}

/**
 * openFDA's answer to a count of `product_problems.exact` or `patient.patient_problems.exact` for the code's
 * reports: the web exports' problem terms (the only MAUDE files with problems per report), reports per term,
 * most first. `last_updated` is the newest day those reports were received.
 */
export function problemCountAnswer(productCode: string, kind: 'device' | 'patient') {
  const received = [...webExportReports().values()].filter((report) => report.code === productCode).map((report) => report.received);
  return {
    meta: openFdaMeta(received.sort().at(-1) ?? ''),
    results: webExportProblemCounts(productCode, kind).map(({ problem, count }) => ({ term: problem, count })),
  };
}

/** The years the web exports' reports of a code were received in. */
export const webExportYears = (productCode: string): number[] =>
  [...new Set([...webExportReports().values()].filter((r) => r.code === productCode).map((r) => Number(r.received.slice(0, 4))))].sort();

/** The newest 'Date Posted' of the recall export, as YYYY-MM-DD: how far the export reaches. */
export function recallExportNewestDay(): string {
  let newest = '';
  for (const r of rawCsvRecords('recalls/fda_device_recalls_2007-2021.csv.gz')) {
    const day = recallExportDay(r['Date Posted']);
    if (day !== null && day > newest) newest = day;
  }
  return newest;
}

/** openFDA's answer to `count=product_res_number.exact` for the code's recalls posted in the years: the recall export's recall numbers, one record each. */
export function recallNumbersAnswer(productCode: string, fromYear: number, toYear: number) {
  const numbers = [...recallsOf(productCode)].filter(([, year]) => year !== null && year >= fromYear && year <= toYear).map(([number]) => number);
  return { meta: openFdaMeta(recallExportNewestDay()), results: numbers.sort().map((term) => ({ term, count: 1 })) };
}
