import { describe, expect, it } from 'vitest';
import { decisionSummaryPdfUrl, documentUrls, receiptYear, summaryPdfUrl } from './document-urls.ts';
import { INVALID_DOCUMENT_SOURCE, resolveDocumentSource } from './document-source.ts';

const DOCS = 'https://www.accessdata.fda.gov/cdrh_docs';

describe('FDA document URLs', () => {
  it('reads the receipt year from the number: 76-99 are the 1900s', () => {
    expect(receiptYear('K761234')).toBe(1976);
    expect(receiptYear('K991234')).toBe(1999);
    expect(receiptYear('K011234')).toBe(2001);
    expect(receiptYear('K231974')).toBe(2023);
    expect(receiptYear('DEN250034')).toBe(2025);
    expect(receiptYear('P160026')).toBeNull();
    expect(receiptYear('K12345')).toBeNull();
  });

  it("puts summaries received before 2002 in 'pdf', later ones in pdf2 ... pdf9, pdf10 ...", () => {
    expect(summaryPdfUrl('K993456')).toBe(`${DOCS}/pdf/K993456.pdf`);
    expect(summaryPdfUrl('K011234')).toBe(`${DOCS}/pdf/K011234.pdf`);
    expect(summaryPdfUrl('K021234')).toBe(`${DOCS}/pdf2/K021234.pdf`);
    expect(summaryPdfUrl('K091234')).toBe(`${DOCS}/pdf9/K091234.pdf`);
    expect(summaryPdfUrl('K101234')).toBe(`${DOCS}/pdf10/K101234.pdf`);
    expect(summaryPdfUrl('K231974')).toBe(`${DOCS}/pdf23/K231974.pdf`);
    expect(summaryPdfUrl('BK123456')).toBeNull();
  });

  it('puts decision summaries under reviews/', () => {
    expect(decisionSummaryPdfUrl('K231974')).toBe(`${DOCS}/reviews/K231974.pdf`);
    expect(decisionSummaryPdfUrl('DEN250034')).toBe(`${DOCS}/reviews/DEN250034.pdf`);
  });

  it('fills only the document the record names, and the decision summary when held or De Novo', () => {
    expect(documentUrls({ kNumber: 'K182020', statementOrSummary: 'Summary', hasDecisionSummary: false })).toEqual({
      summary_pdf_url: `${DOCS}/pdf18/K182020.pdf`,
      statement_pdf_url: null,
      decision_summary_pdf_url: null,
      foia_pdf_url: null,
    });
    expect(documentUrls({ kNumber: 'K182020', statementOrSummary: 'Statement', hasDecisionSummary: true })).toEqual({
      summary_pdf_url: null,
      statement_pdf_url: `${DOCS}/pdf18/K182020.pdf`,
      decision_summary_pdf_url: `${DOCS}/reviews/K182020.pdf`,
      foia_pdf_url: null,
    });
    expect(documentUrls({ kNumber: 'DEN250034', statementOrSummary: null, hasDecisionSummary: false })).toEqual({
      summary_pdf_url: null,
      statement_pdf_url: null,
      decision_summary_pdf_url: `${DOCS}/reviews/DEN250034.pdf`,
      foia_pdf_url: null,
    });
  });
});

describe('document sources of POST /docs/signed-url', () => {
  it('returns an FDA document URL as it is', () => {
    expect(resolveDocumentSource(`${DOCS}/pdf23/K231974.pdf`)).toBe(`${DOCS}/pdf23/K231974.pdf`);
  });

  it('resolves {K-number}:{kind} in any case', () => {
    expect(resolveDocumentSource('K231974:summary')).toBe(`${DOCS}/pdf23/K231974.pdf`);
    expect(resolveDocumentSource(' k231974:Statement ')).toBe(`${DOCS}/pdf23/K231974.pdf`);
    expect(resolveDocumentSource('K231974:decision-summary')).toBe(`${DOCS}/reviews/K231974.pdf`);
  });

  it.each([
    'https://evil.example/cdrh_docs/pdf23/K231974.pdf',
    'http://www.accessdata.fda.gov/cdrh_docs/pdf23/K231974.pdf',
    'https://user:pw@www.accessdata.fda.gov/x.pdf',
    'K231974',
    'K231974:foia',
    'K231974:summary:extra',
    'nonsense:summary',
    '',
  ])('rejects %j with a 400', (source) => {
    expect(() => resolveDocumentSource(source)).toThrow(INVALID_DOCUMENT_SOURCE);
  });
});
