import { samplePdf, sampleDocx } from '../../../testing/sample-files.ts';

/** What a report upload carries; a part set to undefined or null is left out. */
export interface ReportParts {
  product_code?: string | undefined;
  title?: string | undefined;
  prepared_on?: string | undefined;
  docx?: Buffer | null;
  pdf?: Buffer | null;
}

/** A strategy report's DOCX and PDF, as small as real ones get. */
export const reportFiles = (text = 'Clearway 510(k) strategy') => ({ docx: sampleDocx(), pdf: samplePdf(text) });

/** The multipart body of POST /reports: a DQY report with real files unless `parts` says otherwise. */
export function reportForm(parts: ReportParts = {}): FormData {
  const { product_code, title, prepared_on, docx, pdf }: ReportParts = {
    product_code: 'DQY',
    title: 'Catheter, intravascular, diagnostic: 510(k) strategy',
    ...reportFiles(),
    ...parts,
  };
  const form = new FormData();
  if (product_code !== undefined) form.append('product_code', product_code);
  if (title !== undefined) form.append('title', title);
  if (prepared_on !== undefined) form.append('prepared_on', prepared_on);
  if (docx) form.append('docx', new File([new Uint8Array(docx)], 'strategy.docx'));
  if (pdf) form.append('pdf', new File([new Uint8Array(pdf)], 'strategy.pdf'));
  return form;
}
