/**
 * Where FDA serves the files the importer reads, when no FDA_DATA_DIR is given. Each is saved into the
 * download folder under the name the datasets look for (dated names where FDA's file changes monthly,
 * so the newest wins when files are merged).
 */
export interface FdaFileSource {
  url: string;
  /** The entry of the zip to keep (FDA's premarket files are zips of one .txt file). */
  zipEntry: string;
  /** Where to save it in the download folder; `day` is the download day, YYYY-MM-DD. */
  saveAs(day: string): string;
  /** The columns of its header line, as the importer reads them: another header fails the file. */
  columns: readonly string[];
}

const PRODUCT_CLASSIFICATION_COLUMNS = [
  'REVIEW_PANEL', 'MEDICALSPECIALTY', 'PRODUCTCODE', 'DEVICENAME', 'DEVICECLASS', 'UNCLASSIFIED_REASON', 'GMPEXEMPTFLAG',
  'THIRDPARTYFLAG', 'REVIEWCODE', 'REGULATIONNUMBER', 'SUBMISSION_TYPE_ID', 'DEFINITION', 'PHYSICALSTATE', 'TECHNICALMETHOD',
  'TARGETAREA', 'Implant_Flag', 'Life_Sustain_support_flag', 'SummaryMalfunctionReporting',
];

const PREMARKET_NOTIFICATION_COLUMNS = [
  'KNUMBER', 'APPLICANT', 'CONTACT', 'STREET1', 'STREET2', 'CITY', 'STATE', 'COUNTRY_CODE', 'ZIP', 'POSTAL_CODE', 'DATERECEIVED',
  'DECISIONDATE', 'DECISION', 'REVIEWADVISECOMM', 'PRODUCTCODE', 'STATEORSUMM', 'CLASSADVISECOMM', 'SSPINDICATOR', 'TYPE',
  'THIRDPARTY', 'EXPEDITEDREVIEW', 'DEVICENAME',
];

/** FDA's product classification file and the 510(k) files (pmn), on FDA's file host (FDA_FILES_BASE_URL). */
export function fdaFileSources(filesBaseUrl: string): FdaFileSource[] {
  const premarket = `${filesBaseUrl.replace(/\/$/, '')}/premarket/ftparea`;
  return [
    { url: `${premarket}/foiclass.zip`, zipEntry: 'foiclass.txt', saveAs: (day) => `classification/foiclass_${day}.txt`, columns: PRODUCT_CLASSIFICATION_COLUMNS },
    ...['pmn7680', 'pmn8185', 'pmn8690', 'pmn9195', 'pmn96cur'].map((name) => ({
      url: `${premarket}/${name}.zip`,
      zipEntry: `${name}.txt`,
      saveAs: () => `510k/${name}.txt`,
      columns: PREMARKET_NOTIFICATION_COLUMNS,
    })),
    { url: `${premarket}/pmnlstmn.zip`, zipEntry: 'pmnlstmn.txt', saveAs: (day) => `510k/pmnlstmn_${day}.txt`, columns: PREMARKET_NOTIFICATION_COLUMNS },
  ];
}

/** openFDA's index of its bulk downloads (OPENFDA_BASE_URL): results.device.<endpoint>.partitions[].file are the zips. */
export function openFdaDownloadIndex(openFdaBaseUrl: string): string {
  return `${openFdaBaseUrl.replace(/\/$/, '')}/download.json`;
}

/**
 * The openFDA device endpoints fetched in bulk (device-event is left out: its partitions add up to
 * tens of gigabytes; MAUDE is asked of the count API instead). The zips are saved as FDA names them, under this folder.
 */
export const OPENFDA_ENDPOINTS = ['510k', 'classification', 'recall', 'enforcement'] as const;
export const OPENFDA_FOLDER = 'openfda';

/** Where the decision-code table that ships with Clearway (decision-codes.json) is written in the download folder. */
export const DECISION_CODES_FILE = '510k/decision_codes.csv';
