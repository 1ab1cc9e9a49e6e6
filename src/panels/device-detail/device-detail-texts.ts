/** SPEC section 2's 'Predicate device detail side panel': its labels word for word, plus Clearway's own texts. */
export const DEVICE_DETAIL_TEXTS = {
  labels: {
    kNumber: 'K-NUMBER',
    productCode: 'PRODUCT CODE',
    classificationName: 'CLASSIFICATION NAME',
    regulationNumber: 'REGULATION NUMBER',
    applicant: 'APPLICANT',
    dateCleared: 'DATE CLEARED',
    clearanceTime: 'CLEARENCE TIME',
    decision: 'DECISION',
  },
  viewSummary: 'View Summary PDF',
  days: (days: number) => `${days} days`,
  none: '-',
  loading: 'Loading device...',
  error: (message: string) => `Error loading device: ${message}`,
  unnamed: 'Unnamed device',
  noSummary: 'FDA publishes no 510(k) summary for this device.',
} as const;
