import { type } from 'arktype';
import { AiProfileFields, TestStandardsRow } from './ai.ts';
import { acceptedTypeOf } from './files.ts';

/**
 * The reports a user keeps on the REST base (/reports): the strategy reports, each a DOCX and a PDF made in
 * the browser, and the 510(k) Summary drafts, a DOCX the server writes (POST /reports/summary-draft); their
 * files are stored like uploads (a folder under DATA_DIR, or the S3-compatible bucket) beside their metadata.
 */

export const REPORTS_PATH = '/reports';
export const SUMMARY_DRAFT_PATH = `${REPORTS_PATH}/summary-draft`;

export const REPORT_KINDS = ['strategy', 'summary-draft'] as const;
export const ReportKind = type.enumerated(...REPORT_KINDS);
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_FORMATS = ['docx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The content type of a report file, as uploads of that kind have it. */
export const reportContentType = (format: ReportFormat): string => acceptedTypeOf(`report.${format}`)!.contentType;

/** The path of one report, or of one of its files. */
export const reportPath = (id: string, format?: ReportFormat): string =>
  `${REPORTS_PATH}/${encodeURIComponent(id)}${format ? `/${format}` : ''}`;

/** The multipart fields of POST /reports: text fields and a file per format. */
export const REPORT_FIELDS = { productCode: 'product_code', title: 'title', preparedOn: 'prepared_on', docx: 'docx', pdf: 'pdf' } as const;

/** A user keeps at most this many reports; each file is at most the server's UPLOAD_MAX_BYTES. */
export const MAX_REPORTS_PER_USER = 50;
export const REPORT_TITLE_MAX_LENGTH = 200;

export const REPORT_MESSAGES = {
  notMultipart: 'Send the report as multipart/form-data: the fields product_code and title, the files docx and pdf.',
  fileMissing: (format: ReportFormat) => `Send the report's ${format.toUpperCase()} file in the multipart field "${format}".`,
  oneFileOnly: (field: string) => `Send one file in the field "${field}".`,
  titleRequired: 'A report title is required',
  titleTooLong: `A report title is at most ${REPORT_TITLE_MAX_LENGTH} characters`,
  preparedOn: 'prepared_on must be a day as YYYY-MM-DD (e.g., 2026-11-25)',
  tooMany: `You keep ${MAX_REPORTS_PER_USER} reports, the most Clearway holds. Delete one before saving another.`,
  notFound: 'Report not found',
} as const;

/** What each kind of report is called in its file names and in the lists. */
export const REPORT_KIND_NAMES: Record<ReportKind, { file: string; label: string }> = {
  strategy: { file: 'strategy', label: '510(k) strategy report' },
  'summary-draft': { file: 'summary-draft', label: '510(k) Summary draft' },
};

/** `Clearway-510k-strategy-DQY-2026-11-25.docx`: the kind, the product code and the day the report was prepared. */
export function reportFileName(productCode: string, preparedOn: string, format: ReportFormat, kind: ReportKind = 'strategy'): string {
  return `Clearway-510k-${REPORT_KIND_NAMES[kind].file}-${productCode}-${preparedOn}.${format}`;
}

export const ReportFile = type({ file_name: 'string', content_type: 'string', size: 'number.integer >= 0' });
export type ReportFile = typeof ReportFile.infer;

/**
 * A kept report; its files download from GET /reports/{id}/docx and /reports/{id}/pdf (a summary draft has
 * no PDF). `prepared_on` is the day the browser prepared it (in the user's time zone), else the day (UTC) it
 * was saved.
 */
export const Report = type({
  id: 'string',
  kind: ReportKind,
  product_code: 'string',
  title: 'string',
  prepared_on: 'string',
  created_at: 'string',
  docx: ReportFile,
  pdf: ReportFile.or('null'),
});
export type Report = typeof Report.infer;

/** GET /reports: newest first. */
export const ReportList = type({ reports: Report.array() });
export type ReportList = typeof ReportList.infer;

/** POST /reports' text fields (checked by the service: a 3-letter product code, a non-blank title, a day). */
export const ReportMetadata = type({ 'product_code?': 'string', 'title?': 'string', 'prepared_on?': 'string' });
export type ReportMetadata = typeof ReportMetadata.infer;

export const ReportParams = type({ id: 'string' });
export const ReportFileParams = type({ id: 'string', format: type.enumerated(...REPORT_FORMATS) });

/** The Predicate step's comparison table as shown: a column per device (K-number or 'Your device'), a row per field. */
export const SummaryComparison = type({
  columns: 'string[] <= 12',
  rows: type({ label: 'string', values: 'string[]' }).array().atMostLength(200),
});
export type SummaryComparison = typeof SummaryComparison.infer;

/**
 * POST /reports/summary-draft: the strategy as the browser holds it (what report/build is sent, plus the
 * comparison table), and the day it is prepared (YYYY-MM-DD in the user's time zone; today, UTC, when absent).
 */
export const SummaryDraftRequest = type({
  ...AiProfileFields,
  'product_code?': 'string',
  'predicate_k_numbers?': 'string[]',
  'comparison?': SummaryComparison.or('null'),
  'standards_rows?': TestStandardsRow.array(),
  'prepared_on?': 'string',
});
export type SummaryDraftRequest = typeof SummaryDraftRequest.infer;
