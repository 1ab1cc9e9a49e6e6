import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openFdaMeta } from '../../modules/fda/openfda-live/testing/fixture-figures.ts';
import { SUMMARY_PATH, sendFdaNotFound } from '../../modules/fda/fetched-summaries/testing/fda-files-stand-in.ts';
import { listenOnLoopback } from '../loopback-server.ts';
import { countAnswer, type CountSources, type FactRecord } from './count-api.ts';
import { openFdaIndex } from './download-index.ts';
import { ensureGeneration, scaleFolder, type Manifest, type ServedFile } from './generate-files.ts';
import { maudeModel } from './maude-model.ts';
import { problemTerms } from './shared-data.ts';

/**
 * A stand-in for FDA's file host (www.accessdata.fda.gov) and openFDA (api.fda.gov, download.open.fda.gov) on
 * 127.0.0.1, serving their paths and formats from data made from the shared FDA folder (see
 * docs/operations.md, "The stand-in FDA"): the premarket zips, openFDA's bulk index and partitions, its
 * count API, and the real summary PDFs of the shared folder. Files answer conditional requests (ETag,
 * Last-Modified) with 304. Everything it serves beyond FDA's own 1976-1990 files and PDFs is synthetic
 * test data.
 */

export interface FdaStandInOptions {
  /** 1: FDA's real sizes; 0.05 for quick tests. */
  scale: number;
  port?: number;
  /** Where generated files are kept between runs (default .data-stand-in in the project). */
  cacheDir?: string;
  /** The shared folder of real FDA files (default FDA_DATA_DIR). */
  dataDir?: string;
  /** The generation served first (0: data through the base month). */
  generation?: number;
  log?: (line: string) => void;
}

export interface FdaStandIn {
  /** What FDA_FILES_BASE_URL is set to. */
  filesBaseUrl: string;
  /** What OPENFDA_BASE_URL is set to. */
  openFdaBaseUrl: string;
  /** The generation served: how many months were published after the base month. */
  generation(): number;
  /** The manifest of the data served (files, sizes, hashes, last day). */
  manifest(): Manifest;
  /** Publishes the next month of 510(k)s: the changed files get new ETags and Last-Modified dates. */
  publishMonth(): Promise<void>;
  /** The paths asked, in order. */
  requests: string[];
  close(): Promise<void>;
}

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_CACHE_DIR = path.join(PROJECT, '.data-stand-in');
const DATE_FIELDS = new Set(['event_date_posted', 'event_date_initiated', 'event_date_terminated', 'report_date', 'date_received']);

const httpDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

function readFacts(file: string): FactRecord[] {
  return readFileSync(file, 'utf-8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as FactRecord);
}

/** True when the request's conditions say the copy it holds is current (If-None-Match first, as RFC 9110 says). */
function notModified(request: IncomingMessage, etag: string, published: string): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Date.parse(`${published}T00:00:00Z`) <= since;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', server: 'FDA stand-in' });
  response.end(JSON.stringify(body, null, 2));
}

export async function startFdaStandIn(options: FdaStandInOptions): Promise<FdaStandIn> {
  const dataDir = options.dataDir ?? process.env.FDA_DATA_DIR;
  if (!dataDir) throw new Error('The FDA stand-in is made from the shared FDA folder: set FDA_DATA_DIR');
  if (!(options.scale > 0 && options.scale <= 1)) throw new Error(`--scale must be above 0 and at most 1, not ${options.scale}`);
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const root = scaleFolder(cacheDir, options.scale);
  const log = options.log ?? (() => {});
  const terms = await problemTerms(dataDir);
  const maude = maudeModel(options.scale, terms);

  interface Served {
    manifest: Manifest;
    byPath: Map<string, ServedFile>;
    sources: CountSources;
  }
  const load = async (generation: number): Promise<Served> => {
    const manifest = await ensureGeneration(dataDir, cacheDir, options.scale, generation, log);
    return {
      manifest,
      byPath: new Map(manifest.files.map((file) => [file.urlPath, file])),
      sources: {
        maude,
        lastDay: manifest.lastDay,
        facts: { recall: readFacts(path.join(root, manifest.facts.recall)), enforcement: readFacts(path.join(root, manifest.facts.enforcement)) },
        dateFields: DATE_FIELDS,
        meta: openFdaMeta,
      },
    };
  };
  let served = await load(options.generation ?? 0);
  const requests: string[] = [];
  let baseUrl = '';

  const sendFile = (request: IncomingMessage, response: ServerResponse, file: ServedFile) => {
    const etag = `"${file.sha1}"`;
    const headers = { etag, 'last-modified': httpDate(file.published), server: 'FDA stand-in' };
    if (notModified(request, etag, file.published)) {
      response.writeHead(304, headers);
      return response.end();
    }
    response.writeHead(200, { ...headers, 'content-type': 'application/zip', 'content-length': String(file.bytes) });
    if (request.method === 'HEAD') return response.end();
    const stream = createReadStream(path.join(root, file.file));
    stream.on('error', () => response.destroy());
    stream.pipe(response);
  };

  const sendIndex = (request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify(openFdaIndex(served.manifest, baseUrl), null, 2);
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    const headers = { etag, 'last-modified': httpDate(served.manifest.lastDay), server: 'FDA stand-in' };
    if (notModified(request, etag, served.manifest.lastDay)) {
      response.writeHead(304, headers);
      return response.end();
    }
    response.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(url.pathname);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(response, 405, { error: { code: 'METHOD_NOT_ALLOWED', message: 'GET only' } });
    const file = served.byPath.get(url.pathname);
    if (file) return sendFile(request, response, file);
    if (url.pathname === '/download.json') return sendIndex(request, response);
    const api = /^\/device\/(event|recall|enforcement)\.json$/.exec(url.pathname);
    if (api) {
      const { status, body } = countAnswer(api[1]!, url.searchParams, served.sources);
      return sendJson(response, status, body);
    }
    const summary = SUMMARY_PATH.exec(url.pathname);
    const pdf = summary ? path.join(dataDir, '510k_summary_pdfs', `${summary[1]}.pdf`) : null;
    if (pdf && existsSync(pdf)) {
      const bytes = readFileSync(pdf);
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(bytes.byteLength) });
      return response.end(request.method === 'HEAD' ? undefined : bytes);
    }
    if (url.pathname.startsWith('/device/')) return sendJson(response, 404, { error: { code: 'NOT_FOUND', message: 'Not Found' } });
    return sendFdaNotFound(response);
  });
  const loopback = await listenOnLoopback(server, options.port ?? 0);
  baseUrl = `http://127.0.0.1:${loopback.port}`;
  return {
    filesBaseUrl: baseUrl,
    openFdaBaseUrl: baseUrl,
    generation: () => served.manifest.generation,
    manifest: () => served.manifest,
    async publishMonth() {
      served = await load(served.manifest.generation + 1);
    },
    requests,
    close: () => loopback.stop(),
  };
}
