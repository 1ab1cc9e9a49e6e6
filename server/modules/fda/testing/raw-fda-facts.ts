import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { webExportReports } from '../../../testing/maude-web-export-facts.ts';
import { rawCsvRecords, rawCsvRows, rawLines, rawText } from '../../../testing/raw-fda-files.ts';
import { isoDay, pipeRecords } from './raw-fda-records.ts';

/** Facts read straight from the raw FDA files, for the endpoint tests to compare with. */

export function foiclassRecord(productCode: string): Record<string, string> | undefined {
  return pipeRecords('classification/foiclass_2026-01-31.txt', 'windows-1252').find((r) => r.PRODUCTCODE === productCode);
}

/** '### § 870.1250 Percutaneous catheter.' -> 'Percutaneous catheter'. */
export function cfrSectionTitle(regulationNumber: string): string | undefined {
  const part = regulationNumber.split('.')[0];
  const text = rawText(`cfr21/part-${part}.md`);
  const escaped = regulationNumber.replace('.', '\\.');
  return new RegExp(`^### §\\s*${escaped}\\s+(.+?)\\.?$`, 'm').exec(text)?.[1];
}

/** Every row of FDA's pmn*.txt files (the decade files and the monthly ones). */
export function pmnRecords(): Array<Record<string, string> & { file: string }> {
  const files = readdirSync(path.join(fdaDataDir(), '510k')).filter((name) => /^pmn.*\.txt$/.test(name));
  return files.flatMap((name) => pmnRecordsOf(`510k/${name}`).map((record) => ({ ...record, file: name })));
}

export function pmnRecordsOf(relativePath: string): Record<string, string>[] {
  return pipeRecords(relativePath, 'windows-1252');
}

/**
 * Whether a pmn DECISION code means a clearance: its description in FDA's decision_codes.csv starts with
 * 'Substantially Equivalent' (the pmn files write SE codes with an 'SE' in front: SESE, SESD ...).
 */
export function clearanceDecision(): (pmnCode: string) => boolean {
  const description = new Map(rawCsvRows('510k/decision_codes.csv').map(([code, text]) => [code!, text!]));
  return (pmnCode) => {
    const code = pmnCode.length === 4 && pmnCode.startsWith('SE') ? pmnCode.slice(2) : pmnCode;
    return description.get(code)?.startsWith('Substantially Equivalent') ?? false;
  };
}

/**
 * The MAUDE reports of a product code with the day received (YYYY-MM-DD), in file order: MDR report keys of
 * the foidev file and report numbers of the openFDA sample (openFDA's report number of a voluntary report is
 * its MDR key, so the same number in both is one report), and the MDRFOI__IDs of the web exports. The
 * surgical-mesh file holds no NAY report (its codes are FTL, OTN, FTM, ...), so the NAY tests need only these.
 */
export function mdrReportReceipts(productCode: string): Array<{ id: string; day: string | null }> {
  const receipts: Array<{ id: string; day: string | null }> = [];
  for (const r of pipeRecords('maude/daVinci_FOIDEV.txt', 'windows-1252')) {
    if (r.DEVICE_REPORT_PRODUCT_CODE === productCode) receipts.push({ id: r.MDR_REPORT_KEY!, day: isoDay(r.DATE_RECEIVED) });
  }
  for (const r of rawCsvRecords('maude/openfda_device_events_2020-04_sample.csv')) {
    if (r.product_code === productCode) receipts.push({ id: r.report_number!, day: isoDay(r.date_received) });
  }
  for (const [key, report] of webExportReports()) if (report.code === productCode) receipts.push({ id: key, day: report.received });
  return receipts;
}

/** The MAUDE reports of a product code (mdrReportReceipts) as identifiers per year received. */
export function mdrReportIdsByYear(productCode: string): Map<number, Set<string>> {
  const byYear = new Map<number, Set<string>>();
  for (const { id, day } of mdrReportReceipts(productCode)) {
    if (day === null) continue;
    const year = Number(day.slice(0, 4));
    byYear.set(year, (byYear.get(year) ?? new Set()).add(id));
  }
  return byYear;
}

/** Every product code any of the MAUDE files names. */
export function maudeProductCodes(): Set<string> {
  return new Set([
    ...pipeRecords('maude/daVinci_FOIDEV.txt', 'windows-1252').map((r) => r.DEVICE_REPORT_PRODUCT_CODE!),
    ...rawCsvRecords('maude/openfda_device_events_2020-04_sample.csv').map((r) => r.product_code!),
    ...rawCsvRecords('maude/surgical_mesh_maude_merged.csv').map((r) => r.DEVICE_REPORT_PRODUCT_CODE!),
    ...[...webExportReports().values()].map((report) => report.code),
  ]);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date of the recall export ('May 25, 2006') as YYYY-MM-DD; garbled ones as null. */
export function recallExportDay(text: string | undefined): string | null {
  const match = /^(\w+) (\d{1,2}), (\d{4})$/.exec(text ?? '');
  const month = match ? MONTHS.indexOf(match[1]!) + 1 : 0;
  if (!match || month === 0 || Number(match[3]) < 1900) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** The rows of a product code in the recall export (one per recalled product; a recall number may repeat). */
export function recallRecordsOf(productCode: string): Record<string, string>[] {
  return rawCsvRecords('recalls/fda_device_recalls_2007-2021.csv.gz').filter((r) => r['Product Code'] === productCode);
}

/** The recall numbers of a product code in the recall export, with the year posted (garbled dates as null). */
export function recallsOf(productCode: string): Map<string, number | null> {
  const recalls = new Map<string, number | null>();
  for (const r of recallRecordsOf(productCode)) {
    const day = recallExportDay(r['Date Posted']);
    recalls.set(r['Recall Number']!, day === null ? null : Number(day.slice(0, 4)));
  }
  return recalls;
}

/** Original PMA and HDE numbers of a product code (supplements P123456/S001 left out), with the decision year. */
export function originalPmasOf(productCode: string): Map<string, number | null> {
  const pmas = new Map<string, number | null>();
  for (const r of rawCsvRecords('pma/pma_2026-08-18.csv.gz')) {
    if (r.product_code !== productCode || r.submission_number!.includes('/')) continue;
    const day = isoDay(r.date_decision);
    pmas.set(r.submission_number!, day === null ? null : Number(day.slice(0, 4)));
  }
  return pmas;
}

/** Predicate links (device cites predicate) from the three link files, each with its file; 'S' and empty predicates mean none. */
export function predicateLinks(): Array<{ device: string; predicate: string; file: string }> {
  const files = ['predicates/predicates.csv', 'predicates/devtree_predicates_2026-01.csv', 'predicates/manually_added_links.csv'];
  return files.flatMap((file) =>
    rawCsvRecords(file)
      .filter((r) => r.predicate && r.predicate !== 'S' && r.predicate !== r.device)
      .map((r) => ({ device: r.device!, predicate: r.predicate!, file })),
  );
}

/** Predicate links the IVD documents state (their predicate_k_numbers), a document naming its own device left out. */
export function summaryStatedLinks(): Array<{ device: string; predicate: string }> {
  return rawLines('ivd_decision_summaries/ivd_decision_summaries.jsonl.gz').flatMap((line) => {
    const document = JSON.parse(line) as { k_number: string; predicate_k_numbers?: string[] | null };
    return (document.predicate_k_numbers ?? []).filter((predicate) => predicate !== document.k_number).map((predicate) => ({ device: document.k_number, predicate }));
  });
}
