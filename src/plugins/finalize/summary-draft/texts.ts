/** The Finalize step's summary draft texts (Clearway's own). */
export const SUMMARY_DRAFT_TEXTS = {
  title: '510(k) Summary draft',
  intro:
    'A Word draft of the 510(k) Summary in the order of 21 CFR 807.92: submitter, device and classification, predicates, description, ' +
    'intended use, the comparison table, the tests and standards by area, and the conclusion. Each statement names its source; ' +
    'what you have to add is a highlighted blank.',
  draft: 'Draft the 510(k) Summary',
  drafting: 'Drafting the 510(k) Summary...',
  drafted: (productCode: string) => `The 510(k) Summary draft of ${productCode} is kept with your reports and downloaded (DOCX).`,
  busy: 'A summary draft is being written.',
} as const;
