import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawText } from '../../testing/raw-fda-files.ts';
import type { RejectedRow } from '../run-import.ts';
import { openFdaZipFiles, readOpenFdaFolder } from './read-folder.ts';
import type { OpenFdaRecord } from './results-scanner.ts';

const event = JSON.parse(rawText('maude/openfda_fixtures/wide_sample.json')) as OpenFdaRecord;

function openFdaZip(name: string, results: OpenFdaRecord[]): Uint8Array {
  return zipSync({ [name.replace(/\.zip$/, '')]: strToU8(JSON.stringify({ meta: {}, results })) });
}

describe('readOpenFdaFolder', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'openfda-folder-'));
    // FDA serves device-event in quarterly folders, several parts each.
    await mkdir(path.join(dataDir, 'downloads', 'event', '2004q3'), { recursive: true });
    await writeFile(
      path.join(dataDir, 'downloads', 'event', '2004q3', 'device-event-0001-of-0002.json.zip'),
      openFdaZip('device-event-0001-of-0002.json.zip', [event, { ...event, mdr_report_key: '', report_number: '' }]),
    );
    await writeFile(
      path.join(dataDir, 'downloads', 'event', '2004q3', 'device-event-0002-of-0002.json.zip'),
      openFdaZip('device-event-0002-of-0002.json.zip', [{ ...event, mdr_report_key: '538837' }]),
    );
    await writeFile(path.join(dataDir, 'downloads', 'notes.txt'), 'not a download');
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('finds the zips of one endpoint, in sub folders too', async () => {
    expect(await openFdaZipFiles(dataDir, 'downloads', 'event')).toEqual([
      'downloads/event/2004q3/device-event-0001-of-0002.json.zip',
      'downloads/event/2004q3/device-event-0002-of-0002.json.zip',
    ]);
    expect(await openFdaZipFiles(dataDir, 'downloads', 'recall')).toEqual([]);
  });

  it('maps every record and rejects the unusable ones with file and position', async () => {
    const rejected: RejectedRow[] = [];
    let progress = 0;
    const ctx = { dataDir, reject: (file: string, line: number, reason: string) => rejected.push({ file, line, reason }), progress: (rows: number) => (progress += rows) };
    const reports = [];
    for await (const report of readOpenFdaFolder(ctx, 'downloads', 'event')) reports.push(report);
    expect(reports.map((r) => r.mdrReportKey)).toEqual([event.mdr_report_key, '538837']);
    expect(rejected).toEqual([
      { file: 'downloads/event/2004q3/device-event-0001-of-0002.json.zip', line: 2, reason: 'neither mdr_report_key nor report_number' },
    ]);
    expect(progress).toBe(3);
  });
});
