/** The Predicate Devices page's texts (Clearway's own: the spec names the page and nothing more). */
export const LIBRARY_TEXTS = {
  title: 'Predicate Devices',
  intro:
    'Search every 510(k) in the imported FDA data by K-number, device name or applicant, then open a device to see its record, its predicate lineage and the latest clearances of its product code.',
  search: {
    label: 'Search devices',
    placeholder: 'K-number, device name or applicant (e.g. K213456, pulse oximeter, Masimo)',
    results: 'Matching devices',
    searching: 'Searching...',
    none: (text: string) => `No device matches “${text}”.`,
    failed: (message: string) => `Device search failed: ${message}`,
    minLength: 'Type at least 2 characters.',
    unnamed: 'No record in the imported data',
  },
  sections: {
    details: 'Device record',
    graph: 'Predicate lineage',
    latest: (productCode: string) => `Latest clearances for ${productCode}`,
    reviewTime: (productCode: string) => `Review-time forecast for ${productCode}`,
    noProductCode: 'The imported data holds no product code for this device, so its latest same-code clearances cannot be listed.',
  },
  empty: 'Search for a device above to open its record and its predicate lineage.',
} as const;

/** Type-ahead waits this long after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Shorter text is not sent: one letter matches too much to be useful (a K-number prefix needs two). */
export const SEARCH_MIN_CHARS = 2;
