import { AI_MESSAGES, NOT_AVAILABLE } from '../../../api/contracts/ai';
import type { FeatureResult } from '../../../api/contracts/ai';

type DocumentType = NonNullable<FeatureResult['document']>;

/** The comparison's texts: SPEC sections 2, 5 and 8 word for word, plus Clearway's own where noted. */
export const COMPARISON_TEXTS = {
  notAvailable: NOT_AVAILABLE,
  noDevices: 'No devices selected',
  noComparisonData: 'No comparison data available',
  addRow: 'Add New Comparison Row',
  askQuestion: 'Ask a question to compare',
  askPlaceholder: 'What would you like to compare?',
  loading: 'Loading comparison data...',
  errorTitle: 'Comparison Error',
  needTwoDevices: AI_MESSAGES.needTwoDevices,
  promptEmpty: AI_MESSAGES.promptEmpty,
  noProductCode: AI_MESSAGES.noProductCode,
  noDevicesSelected: AI_MESSAGES.noDevicesSelected,
  compared: 'Device comparison completed successfully',
  compareFailed: 'Failed to compare devices',
  notInList: (kNumber: string) => `Device with K-number ${kNumber} not found in the list`,

  // Clearway's own from here on.
  alreadyComparing: 'A comparison is already running.',
  rowTitleEmpty: 'A row title cannot be empty.',
  rowExists: (label: string) => `A row named "${label}" is already in the table.`,
  rowNotFound: (label: string) => `No comparison row named "${label}".`,
  fieldShown: (label: string) => `The row "${label}" is already shown.`,
  notCompared: (kNumber: string) => `Device ${kNumber} is not in the comparison.`,
  yourDevice: 'Your device',
  rowTitle: 'Row title',
  compareAgain: 'Compare again',
  exportCsv: 'Export CSV',
  resetRows: 'Reset rows',
  showField: 'Show a hidden row…',
  showOwnDevice: 'Show your device',
  hideOwnDevice: 'Hide your device',
  fieldHeader: 'Field',
  sourcePassage: 'Source passage',
  fromDocument: (document: DocumentType, kNumber: string) => `From the ${DOCUMENT_NAMES[document]} of ${kNumber}`,
  viewDocument: 'Open the document',
  fetchedSummary: (date: string) => `From FDA's 510(k) summary, fetched ${date}`,
  save: 'Save',
  cancel: 'Cancel',
  ask: 'Ask',
  edit: 'Edit',
  editRow: (label: string) => `Edit the row ${label}`,
  removeRow: (label: string) => `Remove the row ${label}`,
  removeDevice: (kNumber: string) => `Remove ${kNumber} from the comparison`,
  valueFor: (label: string, column: string) => `${label} for ${column}`,
  tableName: (productCode: string) => `Comparison of ${productCode} predicates`,
} as const;

const DOCUMENT_NAMES: Record<DocumentType, string> = {
  '510k_summary': '510(k) summary',
  decision_summary: 'decision summary',
};
