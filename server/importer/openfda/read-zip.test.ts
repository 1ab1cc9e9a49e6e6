import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawText } from '../../testing/raw-fda-files.ts';
import { readOpenFdaZip } from './read-zip.ts';
import type { OpenFdaRecord } from './results-scanner.ts';

const record = JSON.parse(rawText('maude/openfda_fixtures/wide_sample.json')) as OpenFdaRecord;
const RECORDS = 500;
const records = Array.from({ length: RECORDS }, (_, i) => ({ ...record, mdr_report_key: String(538836 + i) }));

async function collect(zipPath: string): Promise<OpenFdaRecord[]> {
  const read: OpenFdaRecord[] = [];
  for await (const r of readOpenFdaZip(zipPath)) read.push(r);
  return read;
}

describe('readOpenFdaZip', () => {
  let folder: string;
  let zipPath: string;
  let zipBytes: Uint8Array;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'openfda-zip-'));
    const document = JSON.stringify({ meta: { results: { skip: 0, limit: RECORDS, total: RECORDS } }, results: records }, null, 1);
    // The shape of FDA's downloads: one JSON document in a deflated zip.
    zipBytes = zipSync({ 'device-event-0001-of-0001.json': strToU8(document) }, { level: 6 });
    zipPath = path.join(folder, 'device-event-0001-of-0001.json.zip');
    await writeFile(zipPath, zipBytes);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('streams every record of the zipped document, in order', async () => {
    const read = await collect(zipPath);
    expect(read).toHaveLength(RECORDS);
    expect(read[0]).toEqual(records[0]);
    expect(read.map((r) => r.mdr_report_key)).toEqual(records.map((r) => r.mdr_report_key));
  });

  it('reads a document stored without compression too', async () => {
    const stored = path.join(folder, 'device-event-stored.json.zip');
    await writeFile(stored, zipSync({ 'device-event.json': strToU8(JSON.stringify({ meta: {}, results: records.slice(0, 3) })) }, { level: 0 }));
    expect(await collect(stored)).toEqual(records.slice(0, 3));
  });

  it('throws on a cut-off download rather than returning part of it as if whole', async () => {
    const cut = path.join(folder, 'device-event-cut.json.zip');
    await writeFile(cut, zipBytes.subarray(0, Math.floor(zipBytes.length / 2)));
    await expect(collect(cut)).rejects.toThrow(/cut-off|truncated|ends inside/);
  });

  it('throws on a file that is not a zip of a JSON document', async () => {
    const notZip = path.join(folder, 'not-a-zip.json.zip');
    await writeFile(notZip, 'this is not a zip');
    await expect(collect(notZip)).rejects.toThrow();
  });
});
