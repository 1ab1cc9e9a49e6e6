/**
 * Where FDA serves the files the importer reads, when no FDA_DATA_DIR is given. Each is saved into the
 * download folder under the name the datasets look for (dated names where FDA's file changes monthly,
 * so the newest wins when files are merged).
 */
export interface FdaFileSource {
  url: string;
  /** The entry of the zip to keep (FDA's premarket files are zips of one .txt file); absent: save as is. */
  zipEntry?: string;
  /** Where to save it in the download folder; `day` is the download day, YYYY-MM-DD. */
  saveAs(day: string): string;
}

const PREMARKET_FILES = 'https://www.accessdata.fda.gov/premarket/ftparea';

/** FDA's product classification file and the 510(k) files (pmn), with openFDA's decision-code list. */
export const FDA_FILE_SOURCES: readonly FdaFileSource[] = [
  { url: `${PREMARKET_FILES}/foiclass.zip`, zipEntry: 'foiclass.txt', saveAs: (day) => `classification/foiclass_${day}.txt` },
  ...['pmn7680', 'pmn8185', 'pmn8690', 'pmn9195', 'pmn96cur'].map((name) => ({
    url: `${PREMARKET_FILES}/${name}.zip`,
    zipEntry: `${name}.txt`,
    saveAs: () => `510k/${name}.txt`,
  })),
  { url: `${PREMARKET_FILES}/pmnlstmn.zip`, zipEntry: 'pmnlstmn.txt', saveAs: (day) => `510k/pmnlstmn_${day}.txt` },
  {
    url: 'https://raw.githubusercontent.com/FDA/openfda/master/openfda/device_clearance/data/decision_codes.csv',
    saveAs: () => '510k/decision_codes.csv',
  },
];

/** openFDA's index of its bulk downloads: results.device.<endpoint>.partitions[].file are the zips. */
export const OPENFDA_DOWNLOAD_INDEX = 'https://api.fda.gov/download.json';

/**
 * The openFDA device endpoints fetched in bulk (device-event is left out: its partitions add up to
 * tens of gigabytes). The zips are saved as FDA names them, under this folder.
 */
export const OPENFDA_ENDPOINTS = ['510k', 'classification', 'recall'] as const;
export const OPENFDA_FOLDER = 'openfda';
