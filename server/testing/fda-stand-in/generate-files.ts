import { createWriteStream, existsSync, readFileSync, type WriteStream } from 'node:fs';
import { readLines } from '../../importer/read.ts';
import { once } from 'node:events';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openFdaMeta } from '../../modules/fda/openfda-live/testing/fixture-figures.ts';
import { addMonths } from './calendar.ts';
import { openFda510k, openFdaClassification } from './openfda-records.ts';
import { BASE_MONTH, count510ks, pmn510ks, type PmnFileName } from './premarket-510ks.ts';
import { countRecalls, recallRecords } from './recall-records.ts';
import { decisionDescriptions, foiclassFile, pipeLines, PMN_HEADER, productCodes, type ProductCode } from './shared-data.ts';
import { zipOfOneWriter, type WrittenFile, type ZipOfOneWriter } from './zip-file.ts';

/**
 * Writes one generation of the stand-in's files into the cache: FDA's premarket zips, openFDA's bulk zips
 * (several partitions each, as openFDA splits its larger endpoints) and the recall and enforcement facts the
 * count API searches. Generation n holds the data through BASE_MONTH + n months; what did not change keeps
 * its file, hash and Last-Modified from the generation before. A finished generation is a folder with a
 * manifest.json; a killed one leaves only a .partial folder, removed the next time.
 */

/** Bump when the generated files change, so caches of older versions are not served. */
export const GENERATOR_VERSION = 3;

export const OPENFDA_BULK_ENDPOINTS = ['510k', 'classification', 'recall', 'enforcement'] as const;
export type OpenFdaBulkEndpoint = (typeof OPENFDA_BULK_ENDPOINTS)[number];
/** Partitions of each endpoint: several for the large ones, one for classification, as openFDA serves them. */
const PARTITIONS: Record<OpenFdaBulkEndpoint, number> = { '510k': 4, classification: 1, recall: 3, enforcement: 2 };

export interface ServedFile {
  /** The URL path it is served under. */
  urlPath: string;
  /** The file, relative to the cache folder of the scale. */
  file: string;
  bytes: number;
  sha1: string;
  /** openFDA's `records` of a partition. */
  records: number;
  /** The day the file's content was first published (its Last-Modified), YYYY-MM-DD. */
  published: string;
}

export interface Manifest {
  version: number;
  scale: number;
  generation: number;
  lastMonth: string;
  /** The last day of the data (openFDA's last_updated and export_date). */
  lastDay: string;
  files: ServedFile[];
  /** Recall and enforcement facts (JSON lines), relative to the cache folder of the scale. */
  facts: { recall: string; enforcement: string };
}

/** The folder of one scale's generations: <cacheDir>/scale-<scale>-v<version>. */
export const scaleFolder = (cacheDir: string, scale: number) => path.join(cacheDir, `scale-${scale}-v${GENERATOR_VERSION}`);
const generationName = (generation: number) => `g${generation}`;
export const manifestPath = (cacheDir: string, scale: number, generation: number) =>
  path.join(scaleFolder(cacheDir, scale), generationName(generation), 'manifest.json');

/** The last day of a month's data: the stand-in's months end on the 28th, so every day is in the past soon. */
const lastDayOf = (month: string) => `${month}-28`;

export function readManifest(cacheDir: string, scale: number, generation: number): Manifest | null {
  const file = manifestPath(cacheDir, scale, generation);
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf-8')) as Manifest;
  return manifest.version === GENERATOR_VERSION ? manifest : null;
}

const partitionName = (endpoint: string, part: number, parts: number) =>
  `device-${endpoint}-${String(part).padStart(4, '0')}-of-${String(parts).padStart(4, '0')}.json.zip`;
export const partitionUrlPath = (endpoint: string, part: number, parts: number) => `/device/${endpoint}/${partitionName(endpoint, part, parts)}`;

/** Writes `total` records into the endpoint's partitions, each a zip of one {meta, results} document. */
class PartitionWriter {
  private part = 0;
  private inPart = 0;
  private writer: ZipOfOneWriter | null = null;
  readonly written: ServedFile[] = [];
  private readonly parts: number;

  constructor(
    private readonly folder: string,
    private readonly relative: string,
    private readonly endpoint: OpenFdaBulkEndpoint,
    private readonly total: number,
    private readonly lastDay: string,
  ) {
    this.parts = Math.max(1, Math.min(PARTITIONS[endpoint], total));
  }

  private sizeOf(part: number) {
    return Math.floor((part * this.total) / this.parts) - Math.floor(((part - 1) * this.total) / this.parts);
  }

  add(record: unknown) {
    return this.addJson(JSON.stringify(record));
  }

  /** Adds a record given as JSON text. */
  async addJson(json: string) {
    if (this.writer === null) {
      this.part++;
      const name = partitionName(this.endpoint, this.part, this.parts);
      this.writer = zipOfOneWriter(path.join(this.folder, name), name.replace(/\.zip$/, ''), 'utf-8');
      const meta = { ...openFdaMeta(this.lastDay), results: { skip: 0, limit: this.sizeOf(this.part), total: this.sizeOf(this.part) } };
      await this.writer.write(`{\n"meta": ${JSON.stringify(meta, null, 2)},\n"results": [\n`);
    }
    await this.writer.write(`${this.inPart === 0 ? '' : ',\n'}${json}`);
    if (++this.inPart === this.sizeOf(this.part)) await this.closePart();
  }

  private async closePart() {
    await this.writer!.write('\n]\n}\n');
    const done = await this.writer!.close();
    const name = partitionName(this.endpoint, this.part, this.parts);
    this.written.push(served(partitionUrlPath(this.endpoint, this.part, this.parts), `${this.relative}/${name}`, done, this.inPart, this.lastDay));
    this.writer = null;
    this.inPart = 0;
  }

  async close(): Promise<ServedFile[]> {
    if (this.writer !== null) await this.closePart();
    if (this.written.length !== this.parts) throw new Error(`${this.endpoint}: wrote ${this.written.length} of ${this.parts} partitions`);
    return this.written;
  }
}

const served = (urlPath: string, file: string, written: WrittenFile, records: number, published: string): ServedFile => ({
  urlPath,
  file,
  bytes: written.bytes,
  sha1: written.sha1,
  records,
  published,
});

const PREMARKET = '/premarket/ftparea';

async function write510ks(dataDir: string, folder: string, relative: string, scale: number, lastMonth: string, codes: Map<string, ProductCode>): Promise<ServedFile[]> {
  const lastDay = lastDayOf(lastMonth);
  const decisions = decisionDescriptions(dataDir);
  const pmnWriters = new Map<PmnFileName | 'pmnlstmn', ZipOfOneWriter>();
  const pmnRows = new Map<string, number>();
  for (const name of ['pmn7680', 'pmn8185', 'pmn8690', 'pmn9195', 'pmn96cur', 'pmnlstmn'] as const) {
    const writer = zipOfOneWriter(path.join(folder, `${name}.zip`), `${name}.txt`, 'latin1');
    await writer.write(`${PMN_HEADER}\r\n`);
    pmnWriters.set(name, writer);
  }
  const bulk = new PartitionWriter(folder, relative, '510k', count510ks(dataDir, scale, lastMonth), lastDay);
  for await (const { file, month, fields } of pmn510ks(dataDir, scale, lastMonth, codes)) {
    const line = `${fields.join('|')}\r\n`;
    await pmnWriters.get(file)!.write(line);
    pmnRows.set(file, (pmnRows.get(file) ?? 0) + 1);
    if (month === lastMonth) {
      await pmnWriters.get('pmnlstmn')!.write(line);
      pmnRows.set('pmnlstmn', (pmnRows.get('pmnlstmn') ?? 0) + 1);
    }
    await bulk.add(openFda510k(fields, codes, decisions));
  }
  const files: ServedFile[] = [];
  for (const [name, writer] of pmnWriters) files.push(served(`${PREMARKET}/${name}.zip`, `${relative}/${name}.zip`, await writer.close(), pmnRows.get(name) ?? 0, lastDay));
  return [...files, ...(await bulk.close())];
}

async function writeClassification(dataDir: string, folder: string, relative: string, lastDay: string): Promise<ServedFile[]> {
  const lines = pipeLines(foiclassFile(dataDir));
  const foiclass = zipOfOneWriter(path.join(folder, 'foiclass.zip'), 'foiclass.txt', 'latin1');
  await foiclass.write(readFileSync(foiclassFile(dataDir), 'latin1'));
  const bulk = new PartitionWriter(folder, relative, 'classification', lines.length, lastDay);
  for (const line of lines) await bulk.add(openFdaClassification(line));
  return [served(`${PREMARKET}/foiclass.zip`, `${relative}/foiclass.zip`, await foiclass.close(), lines.length, lastDay), ...(await bulk.close())];
}

async function writeRecalls(dataDir: string, folder: string, relative: string, scale: number, lastDay: string, codes: Map<string, ProductCode>) {
  const { realRows, records } = await countRecalls(dataDir, scale);
  const recallBulk = new PartitionWriter(folder, relative, 'recall', records, lastDay);
  const recallFacts = createWriteStream(path.join(folder, 'recall-facts.jsonl'));
  const enforcementFacts = createWriteStream(path.join(folder, 'enforcement-facts.jsonl'));
  // A recall number's report comes with its first record, so their number is known only at the end: they wait in a file.
  const reportsFile = path.join(folder, 'enforcement-reports.jsonl');
  const reports = createWriteStream(reportsFile);
  let enforcements = 0;
  const write = async (stream: WriteStream, value: unknown) => {
    if (!stream.write(`${JSON.stringify(value)}\n`)) await once(stream, 'drain');
  };
  for await (const { recall, facts, enforcement } of recallRecords(dataDir, scale, realRows, codes)) {
    await recallBulk.add(recall);
    await write(recallFacts, facts);
    if (enforcement) {
      enforcements++;
      await write(reports, enforcement.report);
      await write(enforcementFacts, enforcement.facts);
    }
  }
  for (const stream of [recallFacts, enforcementFacts, reports]) {
    stream.end();
    await once(stream, 'finish');
  }
  const enforcementBulk = new PartitionWriter(folder, relative, 'enforcement', enforcements, lastDay);
  for await (const { text } of readLines(reportsFile)) await enforcementBulk.addJson(text);
  await rm(reportsFile);
  return {
    files: [...(await recallBulk.close()), ...(await enforcementBulk.close())],
    facts: { recall: `${relative}/recall-facts.jsonl`, enforcement: `${relative}/enforcement-facts.jsonl` },
  };
}

/**
 * The manifest of generation `generation`, generated first if the cache has none (generation n > 0 needs
 * n - 1, and is made from it: only the 510(k) files are written again).
 */
export async function ensureGeneration(dataDir: string, cacheDir: string, scale: number, generation: number, log: (line: string) => void = () => {}): Promise<Manifest> {
  const cached = readManifest(cacheDir, scale, generation);
  if (cached) return cached;
  const previous = generation > 0 ? await ensureGeneration(dataDir, cacheDir, scale, generation - 1, log) : null;
  const root = scaleFolder(cacheDir, scale);
  const relative = generationName(generation);
  const partialName = `${relative}.partial-${process.pid}`;
  const folder = path.join(root, partialName);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const lastMonth = addMonths(BASE_MONTH, generation);
  const lastDay = lastDayOf(lastMonth);
  const codes = productCodes(dataDir);
  const started = Date.now();
  log(`Generating the stand-in's files at scale ${scale} through ${lastMonth} into ${path.join(root, relative)}`);
  try {
    const premarket = await write510ks(dataDir, folder, partialName, scale, lastMonth, codes);
    let others: ServedFile[];
    let facts: Manifest['facts'];
    if (previous) {
      const written = new Set(premarket.map((file) => file.urlPath));
      others = previous.files.filter((file) => !written.has(file.urlPath));
      facts = previous.facts;
    } else {
      const recalls = await writeRecalls(dataDir, folder, partialName, scale, lastDay, codes);
      others = [...(await writeClassification(dataDir, folder, partialName, lastDay)), ...recalls.files];
      facts = recalls.facts;
    }
    const before = new Map(previous?.files.map((file) => [file.urlPath, file]) ?? []);
    const files = [...premarket, ...others].map((file) => {
      const old = before.get(file.urlPath);
      const named = { ...file, file: file.file.replace(partialName, relative) };
      return old && old.sha1 === file.sha1 ? { ...named, published: old.published } : named;
    });
    const manifest: Manifest = { version: GENERATOR_VERSION, scale, generation, lastMonth, lastDay, files, facts: { recall: facts.recall.replace(partialName, relative), enforcement: facts.enforcement.replace(partialName, relative) } };
    await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await rename(folder, path.join(root, relative)).catch(async (error: NodeJS.ErrnoException) => {
      // Another process finished the same generation first: its files are the same.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(folder, { recursive: true, force: true });
    });
    log(`Generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return readManifest(cacheDir, scale, generation)!;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
