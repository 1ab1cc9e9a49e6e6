import { type } from 'arktype';
import { acceptedTypeOf } from './files.ts';

/**
 * The strategy reports a user keeps on the REST base (/reports): each one's DOCX and PDF, made in the
 * browser, stored like uploads (a folder under DATA_DIR, or the S3-compatible bucket), and its metadata.
 */

export const REPORTS_PATH = '/reports';

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

/** `Clearway-510k-strategy-DQY-2026-11-25.docx`: the product code and the day the report was prepared. */
export function reportFileName(productCode: string, preparedOn: string, format: ReportFormat): string {
  return `Clearway-510k-strategy-${productCode}-${preparedOn}.${format}`;
}

export const ReportFile = type({ file_name: 'string', content_type: 'string', size: 'number.integer >= 0' });
export type ReportFile = typeof ReportFile.infer;

/**
 * A kept report; its files download from GET /reports/{id}/docx and /reports/{id}/pdf. `prepared_on` is the
 * day the browser prepared it (in the user's time zone), else the day (UTC) it was saved.
 */
export const Report = type({
  id: 'string',
  product_code: 'string',
  title: 'string',
  prepared_on: 'string',
  created_at: 'string',
  docx: ReportFile,
  pdf: ReportFile,
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
