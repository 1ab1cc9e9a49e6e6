import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { rawCsvRecords } from '../../../testing/raw-fda-files.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { startServedFiles, type ServedFiles } from './served-files.ts';

/** Records of each served pmn file: enough to lay out and import, at a fraction of the time. */
export const PMN_RECORDS = 300;

/** Each served premarket file and the real file of the shared folder whose first records it holds. */
export const PREMARKET_FILES: Record<string, string> = {
  foiclass: 'classification/foiclass_2026-01-31.txt',
  pmn7680: '510k/pmn7680.txt',
  pmn8185: '510k/pmn8185.txt',
  pmn8690: '510k/pmn8690.txt',
  pmn9195: '510k/pmnlstmn_2020-09.txt',
  pmn96cur: '510k/pmnlstmn_2026-07.txt',
  pmnlstmn: '510k/pmnlstmn_2026-07.txt',
};

/** The header and first `count` records of a real file of the shared folder, each line with its line end. */
export async function firstLines(file: string, count: number): Promise<Buffer> {
  const bytes = await readFile(path.join(fdaDataDir(), file));
  let end = -1;
  for (let line = 0; line <= count && end < bytes.length - 1; line++) {
    const next = bytes.indexOf(0x0a, end + 1);
    if (next < 0) break;
    end = next;
  }
  return bytes.subarray(0, end + 1);
}

export const premarketZip = (name: string, text: Uint8Array) => zipSync({ [`${name}.txt`]: text });

/** openFDA's partition zip of `results` (one JSON file, named as FDA names it). */
export function partitionZip(fileName: string, results: unknown[]): Uint8Array {
  return zipSync({ [fileName.replace(/\.zip$/, '')]: Buffer.from(JSON.stringify({ meta: {}, results })) });
}

/** A small FDA on loopback, in front of which every request passes the fault proxy. */
export interface SmallFda {
  served: ServedFiles;
  proxy: FaultProxy;
  /** The records of openFDA's 510(k) sample, split over the 510(k) endpoint's two partitions. */
  openFda510k: Record<string, string>[];
  /** Lists these partitions (paths on the served host) in the index, with `exportDate` for every endpoint. */
  publishIndex(partitions: Record<string, string[]>, exportDate: string): void;
  stop(): Promise<void>;
}

export const partitionPath = (endpoint: string, part: number, of: number) =>
  `/device/${endpoint}/device-${endpoint}-${String(part).padStart(4, '0')}-of-${String(of).padStart(4, '0')}.json.zip`;

/**
 * FDA's premarket zips and openFDA's bulk files, made of the first records of the shared folder's real files:
 * two 510(k) partitions of openFDA's 510(k) sample, and empty partitions of classification, recall and
 * enforcement (their content is the importer's concern, not the download's).
 */
export async function startSmallFda(): Promise<SmallFda> {
  const served = await startServedFiles();
  const proxy = await startFaultProxy(served.baseUrl);
  for (const [name, file] of Object.entries(PREMARKET_FILES)) {
    served.serve(`/premarket/ftparea/${name}.zip`, premarketZip(name, await firstLines(file, PMN_RECORDS)));
  }
  const openFda510k = rawCsvRecords('510k/openfda_510k_sample_2015-2026.csv');
  const half = Math.ceil(openFda510k.length / 2);
  served.serve(partitionPath('510k', 1, 2), partitionZip('device-510k-0001-of-0002.json.zip', openFda510k.slice(0, half)));
  served.serve(partitionPath('510k', 2, 2), partitionZip('device-510k-0002-of-0002.json.zip', openFda510k.slice(half)));
  for (const endpoint of ['classification', 'recall', 'enforcement']) {
    served.serve(partitionPath(endpoint, 1, 1), partitionZip(`device-${endpoint}-0001-of-0001.json.zip`, []));
  }
  const smallFda: SmallFda = {
    served,
    proxy,
    openFda510k,
    publishIndex(partitions, exportDate) {
      const device = Object.fromEntries(
        Object.entries(partitions).map(([endpoint, paths]) => [
          endpoint,
          { export_date: exportDate, partitions: paths.map((p) => ({ file: `${served.baseUrl}${p}` })) },
        ]),
      );
      served.serve('/download.json', JSON.stringify({ meta: {}, results: { device } }));
    },
    async stop() {
      await proxy.stop();
      await served.stop();
    },
  };
  smallFda.publishIndex(FULL_INDEX, '2026-11-01');
  return smallFda;
}

/** Every partition startSmallFda serves. */
export const FULL_INDEX: Record<string, string[]> = {
  '510k': [partitionPath('510k', 1, 2), partitionPath('510k', 2, 2)],
  classification: [partitionPath('classification', 1, 1)],
  recall: [partitionPath('recall', 1, 1)],
  enforcement: [partitionPath('enforcement', 1, 1)],
};
