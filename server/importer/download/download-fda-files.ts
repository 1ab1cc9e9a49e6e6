import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isoDay } from '../dates.ts';
import { DECISION_CODES_SOURCE, writeDecisionCodes } from './decision-code-table.ts';
import { changedFiles, readManifest, sha256Of, writeManifest, type DownloadManifest, type ManifestEntry } from './download-manifest.ts';
import { extractZipEntry } from './extract-zip-entry.ts';
import { fdaFileSources, openFdaDownloadIndex, OPENFDA_ENDPOINTS, OPENFDA_FOLDER } from './fda-sources.ts';
import { describeError, fetchToFile, isDiskFull, type FetchSettings, type Validators } from './fetch-to-file.ts';
import { checkHeader, LayoutChangedError } from './file-header.ts';
import { readOpenFdaIndex } from './openfda-index.ts';
import { partialPrefix, replaceDownload, sweepPartialDownloads } from './partial-downloads.ts';

export interface DownloadOptions {
  /** The folder the files end up in (replaced as a whole once the downloads are done). */
  targetDir: string;
  /** FDA's file host (FDA_FILES_BASE_URL): the premarket zips. */
  filesBaseUrl: string;
  /** openFDA (OPENFDA_BASE_URL): its bulk download index and the partitions it lists; unset, those are not fetched. */
  openFdaBaseUrl?: string | undefined;
  /** A transfer that receives nothing for this long is given up (and tried again). */
  stallTimeoutMs?: number;
  /** Tries per URL (server errors, stalls, cut-off transfers); the waits between them double from retryDelayMs. */
  attempts?: number;
  retryDelayMs?: number;
  log?: (line: string) => void;
}

export interface DownloadFailure {
  url: string;
  error: string;
  /** What the operator can do about it. */
  hint: string;
}

export interface DownloadResult {
  /** The folder to import from: the new download, or the previous one when the new one lost files it held. */
  dataDir: string;
  failures: DownloadFailure[];
  /** Paths relative to dataDir whose content changed since the previous download (added, changed or gone); empty: nothing to import. */
  changed: string[];
}

const HINTS = {
  network: 'FDA did not answer in time or answered with an error: try again later (restart Clearway, or run `npm run data:import`).',
  layout: "FDA changed a file's columns, which this version of the importer does not read: update Clearway.",
  index: "openFDA's download index is incomplete (it is rebuilt at each export): try again later.",
  disk: 'The disk is full: free space where DATA_DIR is (the download needs as much room again as the previous one) and try again.',
};

/** Nothing could be downloaded: says what was tried and how to import from a folder instead. */
export class FdaDownloadError extends Error {
  constructor(readonly failures: DownloadFailure[]) {
    super(
      [
        'Could not download FDA data files (no FDA_DATA_DIR is set, so they were fetched from FDA):',
        ...failures.map((f) => `  ${f.url}: ${f.error}`),
        ...new Set(failures.map((f) => f.hint)),
        'To import from files already on this machine, set FDA_DATA_DIR to a folder of FDA data files',
        '(the layout of the shared fda-data folder: classification/foiclass*.txt, 510k/pmn*.txt, ...), e.g.',
        '  FDA_DATA_DIR=/path/to/fda-data npm run data:import',
      ].join('\n'),
    );
    this.name = 'FdaDownloadError';
  }
}

function failureOf(url: string, error: unknown): DownloadFailure {
  if (error instanceof LayoutChangedError) return { url, error: error.message, hint: HINTS.layout };
  if (isDiskFull(error)) return { url, error: `the disk is full (${describeError(error)})`, hint: HINTS.disk };
  return { url, error: describeError(error), hint: HINTS.network };
}

interface Job {
  url: string;
  /** What the file stands for (ManifestEntry.source). */
  source: string;
  /** Fetches (or reuses) the file into the work folder; returns its manifest entries by path. */
  run(): Promise<Record<string, ManifestEntry>>;
}

/** A download in the making: the work folder, the previous download, the settings and what failed. */
interface Context {
  workDir: string;
  targetDir: string;
  previous: DownloadManifest | undefined;
  settings: FetchSettings;
  failures: DownloadFailure[];
  /** The sources (ManifestEntry.source) some failure is of. */
  failedSources: Set<string>;
  /** The disk filled up: the download stops there. */
  diskFull: boolean;
}

function fail(context: Context, sources: string[], failure: DownloadFailure): void {
  context.failures.push(failure);
  for (const source of sources) context.failedSources.add(source);
  if (failure.hint === HINTS.disk) context.diskFull = true;
}

/** The previous download's file from `url` at `file`, when it is still there to reuse. */
function previousEntry(context: Context, url: string): [string, ManifestEntry] | undefined {
  const found = Object.entries(context.previous?.files ?? {}).find(([, entry]) => entry.url === url);
  return found && existsSync(path.join(context.targetDir, found[0])) ? found : undefined;
}

/** Puts the previous download's `file` into the work folder as it is (a hard link where the disk allows). */
async function reuse(context: Context, file: string): Promise<void> {
  const from = path.join(context.targetDir, file);
  const to = path.join(context.workDir, file);
  await mkdir(path.dirname(to), { recursive: true });
  await link(from, to).catch(() => copyFile(from, to));
}

async function entryFor(context: Context, file: string, url: string, source: string, validators: Validators): Promise<Record<string, ManifestEntry>> {
  const full = path.join(context.workDir, file);
  const [size, sha256] = await Promise.all([stat(full).then((s) => s.size), sha256Of(full)]);
  return { [file]: { url, source, size, sha256, ...validators } };
}

/** FDA's premarket zips: asked whether they changed, unpacked, their header checked. */
function premarketJobs(context: Context, filesBaseUrl: string): Job[] {
  const day = isoDay(new Date());
  return fdaFileSources(filesBaseUrl).map((source) => ({
    url: source.url,
    source: source.url,
    async run() {
      const before = previousEntry(context, source.url);
      const file = source.saveAs(day);
      const zip = path.join(context.workDir, `${file}.zip`);
      const outcome = await fetchToFile(source.url, zip, before?.[1], context.settings);
      if (outcome.unchanged) {
        await reuse(context, before![0]);
        return { [before![0]]: { ...before![1], etag: outcome.etag, lastModified: outcome.lastModified } };
      }
      const target = path.join(context.workDir, file);
      await extractZipEntry(zip, source.zipEntry, target);
      await rm(zip);
      await checkHeader(target, path.basename(source.url), source.columns);
      const { etag, lastModified } = outcome;
      const entry = await entryFor(context, file, source.url, source.url, { etag, lastModified });
      // Same content under a new dated name: keep the name it had, so that nothing reads as changed.
      if (before && before[0] !== file && before[1].sha256 === entry[file]!.sha256) {
        await rm(target);
        await reuse(context, before[0]);
        return { [before[0]]: entry[file]! };
      }
      return entry;
    },
  }));
}

/**
 * openFDA's partitions, as its index lists them. An endpoint whose export date is the one the previous
 * download took is reused without asking; the others are asked whether they changed.
 */
async function openFdaJobs(context: Context, openFdaBaseUrl: string, exports: Record<string, string>): Promise<Job[]> {
  const indexUrl = openFdaDownloadIndex(openFdaBaseUrl);
  const indexFile = path.join(context.workDir, 'download.json');
  let endpoints;
  try {
    await fetchToFile(indexUrl, indexFile, undefined, context.settings);
    endpoints = readOpenFdaIndex(await readFile(indexFile, 'utf-8'));
  } catch (error) {
    const failure = failureOf(indexUrl, error instanceof SyntaxError ? new Error(`not openFDA's download index: ${error.message}`) : error);
    fail(context, OPENFDA_ENDPOINTS.map((endpoint) => `openfda:${endpoint}`), failure);
    return [];
  } finally {
    await rm(indexFile, { force: true });
  }
  return endpoints.flatMap((listed) => {
    const source = `openfda:${listed.endpoint}`;
    if ('problem' in listed) {
      fail(context, [source], { url: indexUrl, error: listed.problem, hint: HINTS.index });
      return [];
    }
    if (listed.exportDate) exports[listed.endpoint] = listed.exportDate;
    const sameExport = listed.exportDate !== undefined && context.previous?.openFdaExports[listed.endpoint] === listed.exportDate;
    return listed.files.map((url) => ({
      url,
      source,
      async run() {
        const file = path.posix.join(OPENFDA_FOLDER, path.posix.basename(new URL(url).pathname));
        const before = previousEntry(context, url);
        if (before && sameExport) {
          await reuse(context, before[0]);
          return { [before[0]]: before[1] };
        }
        const outcome = await fetchToFile(url, path.join(context.workDir, file), before?.[1], context.settings);
        if (!outcome.unchanged) return entryFor(context, file, url, source, { etag: outcome.etag, lastModified: outcome.lastModified });
        await reuse(context, before![0]);
        return { [before![0]]: { ...before![1], etag: outcome.etag, lastModified: outcome.lastModified } };
      },
    }));
  });
}

/**
 * Downloads FDA's public files (product classification and the 510(k) pmn files from FDA_FILES_BASE_URL;
 * openFDA's bulk JSON of 510(k)s, classification, recalls and enforcement reports from the index at
 * OPENFDA_BASE_URL) into `targetDir`, laid out as the datasets expect, with the decision-code table that
 * ships with Clearway and a manifest (download-manifest.json). With a previous download in `targetDir`, it
 * asks only whether each file changed (ETag, Last-Modified, the index's export dates) and reuses those that
 * did not.
 *
 * The previous download stays when the new one lost a file it held (a failure of the same source) or the
 * disk filled up: `dataDir` is then the previous folder, `changed` empty, `failures` say what failed. Other
 * failures are reported and left out; when nothing arrives, FdaDownloadError says what was tried.
 */
export async function downloadFdaFiles(options: DownloadOptions): Promise<DownloadResult> {
  const settings: FetchSettings = {
    stallTimeoutMs: options.stallTimeoutMs ?? 60_000,
    attempts: options.attempts ?? 4,
    retryDelayMs: options.retryDelayMs ?? 2_000,
  };
  const log = options.log ?? (() => {});
  const { targetDir } = options;
  await mkdir(path.dirname(targetDir), { recursive: true });
  await sweepPartialDownloads(targetDir);
  const previous = existsSync(targetDir) ? await readManifest(targetDir) : undefined;
  const context: Context = { workDir: await mkdtemp(partialPrefix(targetDir)), targetDir, previous, settings, failures: [], failedSources: new Set(), diskFull: false };
  const { failures } = context;
  const openFdaExports: Record<string, string> = {};
  const files: Record<string, ManifestEntry> = {};
  try {
    const jobs = premarketJobs(context, options.filesBaseUrl);
    if (options.openFdaBaseUrl) jobs.push(...(await openFdaJobs(context, options.openFdaBaseUrl, openFdaExports)));
    for (const job of jobs) {
      if (context.diskFull) break;
      log(`Downloading ${job.url}`);
      try {
        Object.assign(files, await job.run());
      } catch (error) {
        const failure = failureOf(job.url, error);
        fail(context, [job.source], failure);
        log(`  failed: ${failure.error}`);
      }
    }
    const downloaded = Object.keys(files).length;
    const decisionCodes = context.diskFull
      ? undefined
      : await writeDecisionCodes(context.workDir).catch((error: unknown) => fail(context, ['decision-codes'], failureOf(DECISION_CODES_SOURCE, error)));
    if (decisionCodes) Object.assign(files, await entryFor(context, decisionCodes, DECISION_CODES_SOURCE, 'decision-codes', {}));

    const lostSome = Object.values(previous?.files ?? {}).some((entry) => context.failedSources.has(entry.source));
    if (previous && (lostSome || context.diskFull)) {
      log(keptPreviousMessage(targetDir, previous, failures));
      return { dataDir: targetDir, failures, changed: [] };
    }
    if (downloaded === 0 || context.diskFull) throw new FdaDownloadError(failures);
    const manifest: DownloadManifest = { downloadedAt: new Date().toISOString(), files, openFdaExports };
    await writeManifest(context.workDir, manifest);
    await replaceDownload(context.workDir, targetDir);
    return { dataDir: targetDir, failures, changed: changedFiles(previous, manifest) };
  } finally {
    await rm(context.workDir, { recursive: true, force: true });
  }
}

function keptPreviousMessage(targetDir: string, previous: DownloadManifest, failures: DownloadFailure[]): string {
  return [
    `The new download of FDA's files lost files that the previous one (${previous.downloadedAt}) holds, so the previous one stays in use, as it is, in ${targetDir}:`,
    ...failures.map((f) => `  ${f.url}: ${f.error}`),
    ...new Set(failures.map((f) => f.hint)),
  ].join('\n');
}
