/** The Finalize step's report texts (the spec shows none of this step: Clearway's own). */
export const REPORT_TEXTS = {
  title: '510(k) strategy report',
  intro: 'The chosen scenario, predicates and comparison, risk and tests and standards as eSTAR-like sections, each figure with its source.',
  build: 'Build and keep report',
  building: 'Building the report...',
  docx: 'Download DOCX',
  pdf: 'Download PDF',
  none: 'No report built yet for this scenario.',
  current: (day: string) => `Built ${day}; it matches the strategy as it stands.`,
  outOfDate: (day: string) => `Built ${day}, before later changes: build it again to include them.`,
  kept: 'Kept reports',
  keptEmpty: 'No reports kept yet.',
  keptLoading: 'Loading the kept reports...',
  keptError: (message: string) => `The kept reports could not be loaded: ${message}`,
  delete: (title: string) => `Delete ${title}`,
  notes: 'Strategy notes',
} as const;
