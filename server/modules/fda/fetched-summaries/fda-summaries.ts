import type { Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import { DOCUMENT_LIMITS } from '../../documents/document-limits.ts';
import type { DocumentReading, DocumentFailureReason } from '../../documents/document-reading.ts';
import { readDocument, type DocumentSource } from '../../documents/read-document.ts';
import { parse510kSummary } from '../../documents/summary/parse-510k-summary.ts';
import { createFdaFilesClient, FdaFilesError, type FdaFilesClient } from './fda-files-client.ts';
import { createFetchedSummariesRepository, type FetchedSummariesRepository } from './fetched-summaries.repository.ts';
import { createTaskLimit } from './task-limit.ts';

/** FDA's 510(k) summaries, fetched when a screen needs a device's text and the import holds none. */
export interface FdaSummaries {
  /**
   * Fetches, reads and stores the summaries worth asking for among `kNumbers`; resolves with how many were
   * stored once all are done or `waitMs` has passed (the others go on, and are stored when they end).
   */
  fetch(kNumbers: readonly string[], waitMs: number): Promise<number>;
}

export interface FdaSummariesDeps {
  repository: FetchedSummariesRepository;
  client: FdaFilesClient;
  read: (bytes: Uint8Array, source: DocumentSource) => Promise<DocumentReading>;
  /** Downloads at once; the others wait their turn. */
  concurrency: number;
  warn: (message: string) => void;
  now?: () => number;
}

/** A host that could not be reached is not asked again for this long (the machine is likely offline). */
const HOST_DOWN_MS = 5 * 60_000;
/** A K-number whose download failed half-way (timeout, 5xx, cut short) is not asked again for this long. */
const RETRY_FAILED_MS = 10 * 60_000;
/** FDA posts a summary late at times: a 'missing' answer is asked again after this many days. */
const RETRY_MISSING_AFTER_DAYS = 30;

/** Reader failures that say what the file is (kept as 'missing'); the others may pass on another try. */
const LASTING_READ_FAILURES: ReadonlySet<DocumentFailureReason> = new Set(['no-text', 'encrypted', 'too-many-pages', 'too-much-text', 'too-large', 'unsupported']);

export function createFdaSummaries({ repository, client, read, concurrency, warn, now = Date.now }: FdaSummariesDeps): FdaSummaries {
  const limit = createTaskLimit(concurrency);
  const inFlight = new Map<string, Promise<boolean>>();
  const failedUntil = new Map<string, number>();
  let hostDownUntil = 0;

  /** True when a summary was read and stored; never throws. */
  async function fetchOne(kNumber: string): Promise<boolean> {
    if (now() < hostDownUntil) return false;
    try {
      const file = await client.summaryPdf(kNumber);
      if (!file.found) {
        await repository.saveMissing(kNumber, file.url, file.problem);
        return false;
      }
      const reading = await read(file.bytes, { fileName: `${kNumber}.pdf` });
      if (!reading.ok) {
        if (LASTING_READ_FAILURES.has(reading.reason)) await repository.saveMissing(kNumber, file.url, reading.message);
        else failedUntil.set(kNumber, now() + RETRY_FAILED_MS);
        return false;
      }
      const parsed = parse510kSummary(reading.text);
      await repository.saveRead({
        k_number: kNumber,
        source_url: file.url,
        trade_name: parsed.tradeName,
        device_description: parsed.deviceDescription,
        intended_use: parsed.indicationsForUse,
        predicate_k_numbers: parsed.predicates.filter((predicate) => predicate !== kNumber),
        standards_referenced: parsed.standards,
        product_codes: parsed.productCodes,
        body: reading.text,
      });
      return true;
    } catch (error) {
      if (error instanceof FdaFilesError && error.failure === 'unreachable') {
        if (now() >= hostDownUntil) warn(`${error.message}; FDA's summaries are not fetched for ${HOST_DOWN_MS / 60_000} minutes`);
        hostDownUntil = now() + HOST_DOWN_MS;
      } else {
        failedUntil.set(kNumber, now() + RETRY_FAILED_MS);
        warn(`The 510(k) summary of ${kNumber} was not fetched: ${error instanceof Error ? error.message : String(error)}`);
      }
      return false;
    }
  }

  function started(kNumber: string): Promise<boolean> {
    const running = inFlight.get(kNumber);
    if (running) return running;
    const job = limit(() => fetchOne(kNumber)).finally(() => inFlight.delete(kNumber));
    inFlight.set(kNumber, job);
    return job;
  }

  return {
    async fetch(kNumbers, waitMs) {
      if (now() < hostDownUntil) return 0;
      const asked = [...new Set(kNumbers)].filter((kNumber) => (failedUntil.get(kNumber) ?? 0) <= now());
      // A K-number being fetched is still wanted (nothing is stored yet), and joins its running job.
      const jobs = (asked.length === 0 ? [] : await repository.wanted(asked, RETRY_MISSING_AFTER_DAYS)).map(started);
      if (jobs.length === 0) return 0;
      let stored = 0;
      const counted = jobs.map((job) => job.then((read) => void (read && stored++)));
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
        timer.unref();
      });
      await Promise.race([Promise.all(counted), waited]);
      clearTimeout(timer);
      return stored;
    },
  };
}

/** FDA's summaries as configured (FDA_FILES_BASE_URL, on by default); undefined when it is 'off'. */
export function fdaSummariesFromConfig(config: Config, db: Kysely<Database>, warn: (message: string) => void): FdaSummaries | undefined {
  if (config.FDA_FILES_BASE_URL === 'off') return undefined;
  const client = createFdaFilesClient({ baseUrl: config.FDA_FILES_BASE_URL, timeoutMs: config.FDA_FILES_TIMEOUT_MS, maxBytes: DOCUMENT_LIMITS.bytes });
  return createFdaSummaries({ repository: createFetchedSummariesRepository(db), client, read: readDocument, concurrency: config.FDA_FILES_CONCURRENCY, warn });
}
