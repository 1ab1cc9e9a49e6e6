import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_NUMBER } from '../../importer/datasets/premarket/device-readings.ts';
import { downloadFdaFiles } from '../../importer/download/download-fda-files.ts';
import { readOpenFdaZip } from '../../importer/openfda/read-zip.ts';
import { deviceReadingFrom510k } from '../../importer/openfda/map-device-510k.ts';
import { productCodeRowFromOpenFda } from '../../importer/openfda/map-device-classification.ts';
import { recallRowFromOpenFda } from '../../importer/openfda/map-device-recall.ts';
import { readPipeDelimited } from '../../importer/read.ts';
import { fdaDataDir } from '../fda-data-dir.ts';
import { startFdaStandIn, type FdaStandIn } from './fda-stand-in.ts';
import { knownKNumbers } from './shared-data.ts';

/** The stand-in at scale 0.05 (generated once into the project's cache, then read from it). */
let standIn: FdaStandIn;
let downloaded: string;
beforeAll(async () => {
  standIn = await startFdaStandIn({ scale: 0.05 });
  downloaded = path.join(await mkdtemp(path.join(tmpdir(), 'clearway-stand-in-')), 'fda-downloads');
}, 180_000);
afterAll(async () => {
  await standIn?.close();
  if (downloaded) await rm(path.dirname(downloaded), { recursive: true, force: true });
});

interface IndexPartition {
  display_name: string;
  file: string;
  size_mb: string;
  records: number;
}
const index = async () =>
  ((await (await fetch(`${standIn.openFdaBaseUrl}/download.json`)).json()) as { results: { device: Record<string, { export_date: string; partitions: IndexPartition[] }> } }).results.device;

/** The FDA files downloaded from the stand-in by the project's own downloader, into FDA's folder layout. */
let download: Promise<void> | null = null;
const downloadOnce = () =>
  (download ??= downloadFdaFiles({ targetDir: downloaded, filesBaseUrl: standIn.filesBaseUrl, openFdaBaseUrl: standIn.openFdaBaseUrl }).then(({ failures }) => {
    expect(failures).toEqual([]);
  }));

describe('the FDA stand-in', () => {
  it("serves the pmn files in FDA's layout: its header, CRLF, Windows-1252, rows the importer reads, clones under new K-numbers", async () => {
    await downloadOnce();
    const shared = readFileSync(path.join(fdaDataDir(), '510k', 'pmn8690.txt'), 'latin1');
    const known = knownKNumbers(fdaDataDir());
    const seen = new Set<string>();
    for (const name of ['pmn8690', 'pmn9195', 'pmn96cur']) {
      const file = path.join(downloaded, '510k', `${name}.txt`);
      const text = await readFile(file, 'latin1');
      expect(text.slice(0, text.indexOf('\r\n')), name).toBe(shared.slice(0, shared.indexOf('\r\n')));
      expect(text.replaceAll('\r\n', '').includes('\n'), name).toBe(false);
      let rows = 0;
      for await (const { record } of readPipeDelimited(file, { encoding: 'windows-1252', onBadLine: (line, why) => expect.fail(`${name}:${line} ${why}`) })) {
        rows++;
        expect(record.KNUMBER).toMatch(DEVICE_NUMBER);
        expect(seen.has(record.KNUMBER!), record.KNUMBER).toBe(false);
        seen.add(record.KNUMBER!);
        if (name !== 'pmn8690') expect(known.has(record.KNUMBER!), record.KNUMBER).toBe(false);
      }
      expect(rows, name).toBeGreaterThan(500);
    }
  }, 120_000);

  it("serves openFDA's index, whose partitions resolve and hold the fields of openFDA's schemas that the mappers read", async () => {
    const device = await index();
    const schemaFields = (file: string) => Object.keys((JSON.parse(readFileSync(path.join(fdaDataDir(), 'openfda_schemas', file), 'utf-8')) as { properties: object }).properties);
    const checks = {
      '510k': { schema: 'deviceclearance_schema.json', map: deviceReadingFrom510k },
      classification: { schema: 'deviceclass_schema.json', map: (r: Record<string, unknown>) => productCodeRowFromOpenFda(r, 'stand-in') },
      recall: { schema: 'devicerecall_schema.json', map: (r: Record<string, unknown>) => recallRowFromOpenFda(r, 'stand-in') },
    };
    for (const [endpoint, { schema, map }] of Object.entries(checks)) {
      const { partitions } = device[endpoint]!;
      expect(partitions.length, endpoint).toBeGreaterThan(endpoint === 'classification' ? 0 : 1);
      const fields = new Set(schemaFields(schema));
      for (const partition of partitions.slice(1)) {
        const head = await fetch(partition.file, { method: 'HEAD' });
        expect(head.status, partition.file).toBe(200);
        expect((Number(head.headers.get('content-length')) / 1024 / 1024).toFixed(2), partition.file).toBe(partition.size_mb);
      }
      for (const partition of partitions.slice(0, 1)) {
        const zip = path.join(downloaded, 'openfda', path.posix.basename(new URL(partition.file).pathname));
        let records = 0;
        for await (const record of readOpenFdaZip(zip)) {
          records++;
          for (const key of Object.keys(record)) expect(fields.has(key), `${endpoint}.${key}`).toBe(true);
          expect(typeof map(record), `${endpoint} record ${records}`).toBe('object');
        }
        expect(records, partition.file).toBe(partition.records);
      }
    }
  }, 60_000);

  it('gives every recall number an enforcement report with its class, and counts recalls as the bulk files hold them', async () => {
    const device = await index();
    const recalls: Array<Record<string, unknown>> = [];
    const classes = new Map<string, unknown>();
    for (const endpoint of ['recall', 'enforcement']) {
      for (const { file } of device[endpoint]!.partitions) {
        const response = await fetch(file);
        const zip = path.join(path.dirname(downloaded), path.posix.basename(new URL(file).pathname));
        await import('node:fs/promises').then((fs) => response.arrayBuffer().then((bytes) => fs.writeFile(zip, Buffer.from(bytes))));
        for await (const record of readOpenFdaZip(zip)) {
          if (endpoint === 'recall') recalls.push(record);
          else classes.set(record.recall_number as string, record.classification);
        }
      }
    }
    expect(new Set(classes.values())).toEqual(new Set(['Class I', 'Class II', 'Class III']));
    for (const recall of recalls) expect(classes.get(recall.product_res_number as string), recall.product_res_number as string).toMatch(/^Class I{1,3}$/);

    const code = recalls[0]!.product_code as string;
    const inYears = recalls.filter((r) => r.product_code === code && (r.event_date_posted as string) >= '2010-01-01' && (r.event_date_posted as string) <= '2025-12-31');
    const params = new URLSearchParams({ search: `product_code:"${code}" AND event_date_posted:[20100101 TO 20251231]`, count: 'product_code' });
    const response = await fetch(`${standIn.openFdaBaseUrl}/device/recall.json?${params}`);
    if (inYears.length === 0) expect(response.status).toBe(404);
    else expect(((await response.json()) as { results: unknown[] }).results).toEqual([{ term: code, count: inYears.length }]);
  }, 60_000);

  it("answers MAUDE counts by day and problem term, and openFDA's 404 'No matches found!' for none", async () => {
    const ask = (search: string, count: string) => fetch(`${standIn.openFdaBaseUrl}/device/event.json?${new URLSearchParams({ search, count, limit: '1000' })}`);
    let code = '';
    let days: Array<{ time: string; count: number }> = [];
    for (const candidate of ['DQY', 'DXN', 'FRN', 'LLZ', 'MNI', 'NAY']) {
      const response = await ask(`device.device_report_product_code:"${candidate}"`, 'date_received');
      if (response.status !== 200) continue;
      code = candidate;
      days = ((await response.json()) as { results: typeof days }).results;
      break;
    }
    expect(days.length).toBeGreaterThan(0);
    expect(days.every(({ time }, i) => /^\d{8}$/.test(time) && (i === 0 || time > days[i - 1]!.time))).toBe(true);
    const in2020s = days.filter(({ time }) => time >= '20200101' && time <= '20241231').reduce((sum, { count }) => sum + count, 0);
    const problems = await ask(`device.device_report_product_code:"${code}" AND date_received:[20200101 TO 20241231]`, 'product_problems.exact');
    if (in2020s > 0) {
      const terms = ((await problems.json()) as { results: Array<{ term: string; count: number }> }).results;
      expect(terms.reduce((sum, { count }) => sum + count, 0)).toBe(in2020s);
    }
    const none = await ask('device.device_report_product_code:"QQQ"', 'date_received');
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No matches found!' } });
  });

  it('answers conditional requests with 304, and a published month changes the changed files only', async () => {
    const url = (name: string) => `${standIn.filesBaseUrl}/premarket/ftparea/${name}.zip`;
    const first = await fetch(url('pmn96cur'), { method: 'HEAD' });
    const [etag, modified] = [first.headers.get('etag')!, first.headers.get('last-modified')!];
    expect((await fetch(url('pmn96cur'), { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(url('pmn96cur'), { headers: { 'if-modified-since': modified } })).status).toBe(304);
    const oldTag = (await fetch(url('pmn7680'), { method: 'HEAD' })).headers.get('etag')!;
    const exportDate = (await index())['510k']!.export_date;

    await standIn.publishMonth();
    expect((await fetch(url('pmn96cur'), { headers: { 'if-none-match': etag } })).status).toBe(200);
    expect((await fetch(url('pmn96cur'), { headers: { 'if-modified-since': modified } })).status).toBe(200);
    expect((await fetch(url('pmn7680'), { headers: { 'if-none-match': oldTag } })).status).toBe(304);
    expect((await index())['510k']!.export_date > exportDate).toBe(true);
  }, 120_000);
});
