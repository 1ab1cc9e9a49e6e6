import type { ApiClients } from '../clients';
import { Report, REPORT_FIELDS, ReportList, reportPath, REPORTS_PATH, SUMMARY_DRAFT_PATH, type ReportFormat, type SummaryDraftRequest } from '../contracts/reports';
import { deleteJson, getJson, NoContent, postJson, requestJson } from '../json';

interface CallOptions {
  signal?: AbortSignal;
}

/** A report to keep: its metadata and its two files, as the browser made them. */
export interface NewReport {
  productCode: string;
  title: string;
  /** YYYY-MM-DD, the day the report was prepared (in the user's time zone); the server's day (UTC) without it. */
  preparedOn?: string;
  docx: Blob;
  pdf: Blob;
}

/** One downloaded report file and the name the server gives it (Clearway-510k-strategy-{CODE}-{date}.docx). */
export interface ReportFileDownload {
  blob: Blob;
  fileName: string;
  contentType: string;
}

const fileNameOf = (disposition: string | null): string | undefined => /filename="([^"]+)"/.exec(disposition ?? '')?.[1];

/** The reports the user keeps on the server (REST /reports): strategy reports and 510(k) Summary drafts. */
export function reportsApi({ rest }: Pick<ApiClients, 'rest'>) {
  return {
    /** Newest first. */
    list: async ({ signal }: CallOptions = {}): Promise<Report[]> => (await getJson(rest, REPORTS_PATH, ReportList, { signal })).reports,

    /**
     * Keeps a report; ApiError 400 for a bad product code, title or day, 413 for a file over the server's upload
     * limit, 415 for a file that is not a DOCX or a PDF, 409 'LIMIT_REACHED' when the user keeps the most.
     */
    save: async ({ productCode, title, preparedOn, docx, pdf }: NewReport, { signal }: CallOptions = {}): Promise<Report> => {
      const form = new FormData();
      form.append(REPORT_FIELDS.productCode, productCode);
      form.append(REPORT_FIELDS.title, title);
      if (preparedOn !== undefined) form.append(REPORT_FIELDS.preparedOn, preparedOn);
      form.append(REPORT_FIELDS.docx, docx, 'report.docx');
      form.append(REPORT_FIELDS.pdf, pdf, 'report.pdf');
      // The body is set on the client itself: requestJson would send a body of its own as JSON.
      return requestJson(rest.body(form), 'POST', REPORTS_PATH, Report, { signal });
    },

    /**
     * Has the server draft the 510(k) Summary from the strategy and keep it (a DOCX); ApiError 400 for a bad
     * body, 404 for a product code the data does not hold, 409 'LIMIT_REACHED' when the user keeps the most.
     */
    draftSummary: async (body: SummaryDraftRequest, { signal }: CallOptions = {}): Promise<Report> =>
      postJson(rest, SUMMARY_DRAFT_PATH, body, Report, { signal }),

    download: async (id: string, format: ReportFormat, { signal }: CallOptions = {}): Promise<ReportFileDownload> => {
      const request = rest.url(reportPath(id, format));
      const response = await (signal ? request.options({ signal }) : request).get().res();
      const blob = await response.blob();
      return {
        blob,
        fileName: fileNameOf(response.headers.get('content-disposition')) ?? `report.${format}`,
        contentType: response.headers.get('content-type') ?? blob.type,
      };
    },

    remove: async (id: string): Promise<void> => {
      await deleteJson(rest, reportPath(id), NoContent);
    },
  };
}
