import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { isoDay } from '../dates.ts';
import { extractZipEntry } from './extract-zip-entry.ts';
import { FDA_FILE_SOURCES, OPENFDA_DOWNLOAD_INDEX, OPENFDA_ENDPOINTS, OPENFDA_FOLDER } from './fda-sources.ts';

export interface DownloadOptions {
  /** The folder the files end up in (replaced as a whole once the downloads are done). */
  targetDir: string;
  /** A download that receives nothing for this long is given up. */
  stallTimeoutMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

export interface DownloadFailure {
  url: string;
  error: string;
}

/** Nothing could be downloaded: says what was tried and how to import from a folder instead. */
export class FdaDownloadError extends Error {
  constructor(readonly failures: DownloadFailure[]) {
    super(
      [
        'Could not download FDA data files (no FDA_DATA_DIR is set, so they were fetched from FDA):',
        ...failures.map((f) => `  ${f.url}: ${f.error}`),
        'To import from files already on this machine, set FDA_DATA_DIR to a folder of FDA data files',
        '(the layout of the shared fda-data folder: classification/foiclass*.txt, 510k/pmn*.txt, ...), e.g.',
        '  FDA_DATA_DIR=/path/to/fda-data npm run data:import',
      ].join('\n'),
    );
    this.name = 'FdaDownloadError';
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** Fetches a URL into a file; fails on an HTTP error or when the transfer stalls. */
async function download(url: string, target: string, options: Required<Pick<DownloadOptions, 'stallTimeoutMs' | 'fetch'>>): Promise<void> {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(new Error(`no data for ${options.stallTimeoutMs} ms`)), options.stallTimeoutMs);
  const stillAlive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error(`no data for ${options.stallTimeoutMs} ms`)), options.stallTimeoutMs);
  };
  try {
    await mkdir(path.dirname(target), { recursive: true });
    const response = await options.fetch(url, { signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status} ${response.statusText}`);
    const watch = new Transform({
      transform(chunk, _encoding, done) {
        stillAlive();
        done(null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(response.body as WebReadableStream), watch, createWriteStream(target));
  } finally {
    clearTimeout(timer);
  }
}

interface Job {
  url: string;
  run(): Promise<void>;
}

/** The zips of openFDA's device endpoints, as its download index lists them. */
async function openFdaJobs(workDir: string, options: Required<Pick<DownloadOptions, 'stallTimeoutMs' | 'fetch'>>): Promise<Job[]> {
  const indexFile = path.join(workDir, 'download.json');
  await download(OPENFDA_DOWNLOAD_INDEX, indexFile, options);
  const index = JSON.parse(await readFile(indexFile, 'utf-8')) as {
    results?: { device?: Record<string, { partitions?: { file?: string }[] }> };
  };
  await rm(indexFile);
  return OPENFDA_ENDPOINTS.flatMap((endpoint) =>
    (index.results?.device?.[endpoint]?.partitions ?? []).flatMap(({ file }) =>
      file ? [{ url: file, run: () => download(file, path.join(workDir, OPENFDA_FOLDER, path.posix.basename(new URL(file).pathname)), options) }] : [],
    ),
  );
}

/**
 * Downloads FDA's public files (product classification, the 510(k) pmn files, openFDA's bulk JSON of
 * 510(k)s, classification and recalls) into `targetDir`, laid out as the datasets expect. Files that
 * fail are reported and left out; when none arrives, FdaDownloadError says what was tried.
 */
export async function downloadFdaFiles(options: DownloadOptions): Promise<{ dataDir: string; failures: DownloadFailure[] }> {
  const settings = { stallTimeoutMs: options.stallTimeoutMs ?? 60_000, fetch: options.fetch ?? fetch };
  const log = options.log ?? (() => {});
  await mkdir(path.dirname(options.targetDir), { recursive: true });
  const workDir = await mkdtemp(`${options.targetDir}.partial-`);
  const day = isoDay(new Date());
  const failures: DownloadFailure[] = [];
  let saved = 0;
  try {
    const jobs: Job[] = FDA_FILE_SOURCES.map((source) => ({
      url: source.url,
      async run() {
        const target = path.join(workDir, source.saveAs(day));
        if (!source.zipEntry) return download(source.url, target, settings);
        const zip = `${target}.zip`;
        await download(source.url, zip, settings);
        await extractZipEntry(zip, source.zipEntry, target);
        await rm(zip);
      },
    }));
    try {
      jobs.push(...(await openFdaJobs(workDir, settings)));
    } catch (error) {
      failures.push({ url: OPENFDA_DOWNLOAD_INDEX, error: describe(error) });
    }
    for (const job of jobs) {
      log(`Downloading ${job.url}`);
      try {
        await job.run();
        saved++;
      } catch (error) {
        failures.push({ url: job.url, error: describe(error) });
        log(`  failed: ${describe(error)}`);
      }
    }
    if (saved === 0) throw new FdaDownloadError(failures);
    await rm(options.targetDir, { recursive: true, force: true });
    await rename(workDir, options.targetDir);
    return { dataDir: options.targetDir, failures };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
