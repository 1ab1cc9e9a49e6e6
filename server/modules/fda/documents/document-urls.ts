import { DOCUMENT_KINDS, type DocumentKind } from '../../../../src/api/contracts/data.ts';

/** FDA's public document store: 510(k) summaries and statements, and decision summaries (reviews). */
export const FDA_DOCUMENTS_ORIGIN = 'https://www.accessdata.fda.gov';

const SUBMISSION_NUMBER = /^(K|DEN)(\d{2})\d{4}$/;

/** FDA's summary folders: 'pdf' holds the submissions received before 2002, then pdf2 ... pdf9, pdf10 ... */
const FIRST_NUMBERED_FOLDER_YEAR = 2002;

/** The year FDA received a K or DEN number, from its two-digit prefix (K76xxxx is 1976, K05xxxx 2005). */
export function receiptYear(submissionNumber: string): number | null {
  const digits = SUBMISSION_NUMBER.exec(submissionNumber)?.[2];
  if (digits === undefined) return null;
  const twoDigits = Number(digits);
  // 510(k)s began in 1976, so 76-99 are the 1900s.
  return twoDigits >= 76 ? 1900 + twoDigits : 2000 + twoDigits;
}

/** The path of the 510(k) summary or statement PDF on FDA's host (FDA files both under the same name). */
export function summaryPdfPath(submissionNumber: string): string | null {
  const year = receiptYear(submissionNumber);
  if (year === null) return null;
  const folder = year < FIRST_NUMBERED_FOLDER_YEAR ? 'pdf' : `pdf${year - 2000}`;
  return `/cdrh_docs/${folder}/${submissionNumber}.pdf`;
}

/** The 510(k) summary or statement PDF; null for a malformed number. */
export function summaryPdfUrl(submissionNumber: string): string | null {
  const path = summaryPdfPath(submissionNumber);
  return path === null ? null : `${FDA_DOCUMENTS_ORIGIN}${path}`;
}

/** FDA's decision summary (review) PDF; null for a malformed number. */
export function decisionSummaryPdfUrl(submissionNumber: string): string | null {
  return SUBMISSION_NUMBER.test(submissionNumber) ? `${FDA_DOCUMENTS_ORIGIN}/cdrh_docs/reviews/${submissionNumber}.pdf` : null;
}

export function isDeNovo(submissionNumber: string): boolean {
  return submissionNumber.startsWith('DEN');
}

export interface DocumentFacts {
  kNumber: string;
  /** FDA's STATEORSUMM: 'Summary', 'Statement' or null. */
  statementOrSummary: string | null;
  /** Whether the data holds FDA's decision summary of the submission. */
  hasDecisionSummary: boolean;
}

export interface DocumentUrls {
  summary_pdf_url: string | null;
  statement_pdf_url: string | null;
  decision_summary_pdf_url: string | null;
  foia_pdf_url: string | null;
}

/**
 * The document links of a device: the summary or the statement (whichever the record says FDA holds), the
 * decision summary when one is held or the submission is a De Novo (FDA posts one for every grant). FDA
 * publishes no URL rule for FOIA releases, so that link stays null.
 */
export function documentUrls({ kNumber, statementOrSummary, hasDecisionSummary }: DocumentFacts): DocumentUrls {
  const kind = statementOrSummary?.trim().toLowerCase();
  const summaryOrStatement = kind === 'summary' || kind === 'statement' ? summaryPdfUrl(kNumber) : null;
  return {
    summary_pdf_url: kind === 'summary' ? summaryOrStatement : null,
    statement_pdf_url: kind === 'statement' ? summaryOrStatement : null,
    decision_summary_pdf_url: hasDecisionSummary || isDeNovo(kNumber) ? decisionSummaryPdfUrl(kNumber) : null,
    foia_pdf_url: null,
  };
}

/** The URL of one document of a submission, by the same rules. */
export function documentUrl(submissionNumber: string, kind: DocumentKind): string | null {
  return kind === 'decision-summary' ? decisionSummaryPdfUrl(submissionNumber) : summaryPdfUrl(submissionNumber);
}

export function isDocumentKind(value: string): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}
