import type { ReceivedFile } from '../files/multipart-upload.ts';
import { acceptedTypeOf, FILE_MESSAGES } from '../../../src/api/contracts/files.ts';
import { ERROR_CODES } from '../../../src/api/contracts/error-codes.ts';
import {
  MAX_REPORTS_PER_USER,
  REPORT_FORMATS,
  REPORT_MESSAGES,
  REPORT_TITLE_MAX_LENGTH,
  reportContentType,
  reportFileName,
  type Report,
  type ReportFile,
  type ReportFormat,
  type ReportKind,
  type ReportList,
  type ReportMetadata,
} from '../../../src/api/contracts/reports.ts';
import type { ReportRow } from '../../db/schema.ts';
import { newId } from '../../db/new-id.ts';
import { ConflictError, HttpError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { readNonBlank } from '../../http/validate.ts';
import type { FileStorage, OpenedObject } from '../files/file-storage.ts';
import { checkFileType } from '../files/file-type.ts';
import { newObjectKey } from '../files/object-keys.ts';
import type { PendingObjectsRepository } from '../files/pending-objects.repository.ts';
import { THIS_WRITER } from '../files/write-owner.ts';
import { readProductCode } from '../fda/http/request-inputs.ts';
import type { ReportsRepository } from './reports.repository.ts';

export type ReportsService = ReturnType<typeof createReportsService>;

/** The storage folder of report files: `<uid>/reports/<id>-Clearway-510k-strategy-....docx`. */
const REPORTS_FOLDER = 'reports';

/** What newId('rpt') makes; anything else is no report of anyone's. */
const REPORT_ID = /^rpt_[A-Za-z0-9_-]{1,64}$/;

/** A report as POST /reports sends it: its text fields and its files by field name. */
export interface NewReportInput {
  metadata: ReportMetadata;
  files: ReadonlyMap<string, ReceivedFile>;
}

/** A report's metadata, as it is kept. */
interface KeptReport {
  kind: ReportKind;
  productCode: string;
  title: string;
  preparedOn: string;
  createdAt: Date;
}

/** One file of a report, opened for a download. */
export type ReportDownload = OpenedObject & ReportFile;

const notFound = () => new NotFoundError(REPORT_MESSAGES.notFound);
const full = () => new ConflictError(REPORT_MESSAGES.tooMany, ERROR_CODES.limitReached);

function fileOf(row: ReportRow, format: ReportFormat): ReportFile | null {
  const size = row[`${format}_size` as const];
  if (size === null) return null;
  return { file_name: reportFileName(row.product_code, row.prepared_on, format, row.kind), content_type: reportContentType(format), size };
}

const reportOf = (row: ReportRow): Report => ({
  id: row.id,
  kind: row.kind,
  product_code: row.product_code,
  title: row.title,
  prepared_on: row.prepared_on,
  created_at: row.created_at.toISOString(),
  docx: fileOf(row, 'docx')!,
  pdf: fileOf(row, 'pdf'),
});

/** The title, control characters made spaces, trimmed: required, at most REPORT_TITLE_MAX_LENGTH. */
export function readTitle(raw: string | undefined): string {
  const title = readNonBlank(raw?.replace(/[\u0000-\u001f\u007f]+/g, ' '), 'body.title', REPORT_MESSAGES.titleRequired);
  if (title.length > REPORT_TITLE_MAX_LENGTH) throw new ValidationError(REPORT_MESSAGES.titleTooLong, 'body.title');
  return title;
}

/** A day as YYYY-MM-DD that is on the calendar; `fallback` when none is given. */
export function readPreparedOn(raw: string | undefined, fallback: string): string {
  const day = raw?.trim() || fallback;
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : undefined;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw new ValidationError(REPORT_MESSAGES.preparedOn, 'body.prepared_on');
  }
  return day;
}

/** The bytes of the report's file of `format`: present, not empty, and that kind of file (else 415). */
function readReportFile(files: ReadonlyMap<string, ReceivedFile>, format: ReportFormat): Buffer {
  const field = `body.${format}`;
  const bytes = files.get(format)?.bytes;
  if (!bytes) throw new ValidationError(REPORT_MESSAGES.fileMissing(format), field);
  if (bytes.length === 0) throw new ValidationError(FILE_MESSAGES.empty, field);
  const name = `report.${format}`;
  if (!checkFileType(name, bytes).ok) {
    throw new HttpError(415, ERROR_CODES.unsupportedMediaType, FILE_MESSAGES.contentMismatch(acceptedTypeOf(name)!.kind, format), field);
  }
  return bytes;
}

/**
 * The caller's kept reports: metadata in the database, the DOCX and the PDF in the file storage. A save
 * stores both files and the row, or nothing: the files are pending objects until the row is in, so that
 * what a killed process stored is removed at the next start (abandoned-writes.ts). A delete removes the
 * files before the row goes (no database transaction is held across a storage call). Another user's report
 * answers exactly as a missing one does.
 */
export function createReportsService(
  repository: ReportsRepository,
  storage: FileStorage,
  { maxFileBytes, pending, now = () => new Date() }: { maxFileBytes: number; pending: PendingObjectsRepository; now?: () => Date },
) {
  /** The caller's report of that id; 404 for any other id. */
  async function ownReport(uid: string, id: string): Promise<ReportRow> {
    const row = REPORT_ID.test(id) ? await repository.get(uid, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  /** Stores the files, then the row; the files are removed again when the row cannot go in. */
  async function keep(uid: string, report: KeptReport, bytes: { docx: Buffer; pdf?: Buffer }): Promise<Report> {
    // Checked again when the row goes in; this spares storing files that could not be kept.
    if ((await repository.count(uid)) >= MAX_REPORTS_PER_USER) throw full();
    const formats = REPORT_FORMATS.filter((format) => bytes[format] !== undefined);
    const keys = new Map(formats.map((format) => [format, newObjectKey(uid, REPORTS_FOLDER, reportFileName(report.productCode, report.preparedOn, format, report.kind))]));
    await pending.add([...keys.values()], THIS_WRITER);
    const stored: string[] = [];
    try {
      for (const [format, key] of keys) {
        await storage.put(key, bytes[format]!, reportContentType(format));
        stored.push(key);
      }
      const row = await repository.insertWithin(
        {
          id: newId('rpt'),
          uid,
          kind: report.kind,
          product_code: report.productCode,
          title: report.title,
          prepared_on: report.preparedOn,
          docx_key: keys.get('docx')!,
          docx_size: bytes.docx.length,
          pdf_key: keys.get('pdf') ?? null,
          pdf_size: bytes.pdf?.length ?? null,
          created_at: report.createdAt,
        },
        MAX_REPORTS_PER_USER,
      );
      if (!row) throw full();
      return reportOf(row);
    } catch (error) {
      const removals = await Promise.allSettled(stored.map((key) => storage.remove(key)));
      // A file that could not be removed stays pending, for the next start to remove.
      if (removals.every(({ status }) => status === 'fulfilled')) await pending.remove([...keys.values()]).catch(() => {});
      throw error;
    }
  }

  return {
    maxFileBytes,

    async list(uid: string): Promise<ReportList> {
      return { reports: (await repository.list(uid)).map(reportOf) };
    },

    async create(uid: string, { metadata, files }: NewReportInput): Promise<Report> {
      const productCode = readProductCode(metadata.product_code, 'body.product_code');
      const title = readTitle(metadata.title);
      const createdAt = now();
      const preparedOn = readPreparedOn(metadata.prepared_on, createdAt.toISOString().slice(0, 10));
      const bytes = { docx: readReportFile(files, 'docx'), pdf: readReportFile(files, 'pdf') };
      return keep(uid, { kind: 'strategy', productCode, title, preparedOn, createdAt }, bytes);
    },

    /** Keeps a 510(k) Summary draft the server wrote (a DOCX, no PDF), like a report. */
    keepSummaryDraft(uid: string, draft: Omit<KeptReport, 'kind'>, docx: Uint8Array): Promise<Report> {
      return keep(uid, { ...draft, kind: 'summary-draft' }, { docx: Buffer.from(docx.buffer, docx.byteOffset, docx.byteLength) });
    },

    async open(uid: string, id: string, format: ReportFormat): Promise<ReportDownload> {
      const row = await ownReport(uid, id);
      const key = row[`${format}_key` as const];
      const file = fileOf(row, format);
      const opened = key === null || file === null ? undefined : await storage.open(key);
      if (!opened || !file) throw notFound();
      return { ...opened, ...file };
    },

    /**
     * Deletes the report's files, then the report: a storage failure keeps the report (503), so the delete
     * can be tried again (a file already gone is no error).
     */
    async remove(uid: string, id: string): Promise<void> {
      const row = await ownReport(uid, id);
      await Promise.all([row.docx_key, row.pdf_key].flatMap((key) => (key === null ? [] : [storage.remove(key)])));
      if (!(await repository.remove(uid, id))) throw notFound();
    },
  };
}
