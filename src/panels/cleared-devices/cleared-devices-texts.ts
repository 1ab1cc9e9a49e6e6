import type { Coverage } from '../../api/contracts/data';

/** The texts of the latest cleared devices list: SPEC section 8 word for word where it gives them, else Clearway's own. */
export const CLEARED_DEVICES_TEXTS = {
  loading: 'Loading latest cleared devices...',
  error: (message: string) => `Error loading latest cleared devices: ${message}`,
  empty: (productCode: string) => `No cleared devices found for product code: ${productCode}`,
  /** DESIGN section 4: an empty answer from files that hold nothing for the code is not FDA's answer. */
  notCovered: 'The imported 510(k) files hold no records for this product code, so FDA may have cleared devices that are not shown here.',
  heldYears: ({ firstYear, lastYear }: Coverage) =>
    firstYear === null || lastYear === null
      ? 'Newest first, as held in the imported 510(k) files.'
      : `Newest first, as held in the imported 510(k) files (${firstYear}–${lastYear}).`,
  listLabel: (productCode: string) => `Latest cleared devices for ${productCode}`,
  unnamedDevice: 'Unnamed device',
  sections: {
    basic: 'Basic Information',
    additional: 'Additional Details',
    texts: 'Summary Texts',
    documents: 'Documents',
  },
  fields: {
    fdaDeviceName: 'FDA Device Name',
    medicalSpecialty: 'Medical Specialty',
    deviceClass: 'Device Class',
    dateReceived: 'Date Received',
    advisoryCommittee: 'Advisory Committee',
    country: 'Country',
    deviceDescription: 'Device Description',
    intendedUse: 'Intended Use',
    techCharacteristics: 'Technical Characteristics',
  },
  noTexts: 'The imported files hold no summary text for this device.',
  noDocuments: 'No documents are linked for this device.',
  documents: {
    summary: 'Summary',
    statement: 'Statement',
    decisionSummary: 'Decision Summary',
    foia: 'FOIA',
  },
  opensInNewTab: '(opens in a new tab)',
} as const;
