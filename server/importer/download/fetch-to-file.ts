import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';

export interface FetchSettings {
  /** A transfer that receives nothing for this long is given up (and tried again). */
  stallTimeoutMs: number;
  /** Tries of one URL before it fails; the waits between them double from retryDelayMs. */
  attempts: number;
  retryDelayMs: number;
}

/** What the server said of the file: its validators, for asking next time whether it changed. */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

export type FetchOutcome = ({ unchanged: true } | { unchanged: false; bytes: number }) & Validators;

/** A failure another try may not cure (HTTP 4xx, a full disk): given up at once. */
class FinalError extends Error {}

/** The host cannot be reached at all (no network, no such name, nothing listening): asking again at once will not help. */
const UNREACHABLE = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ECONNREFUSED']);
const unreachable = (error: unknown) => error instanceof Error && UNREACHABLE.has((error.cause as NodeJS.ErrnoException | undefined)?.code ?? '');

/** A failure of the disk the download is written to: the download stops as a whole. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : '';
  return `${error.message}${cause}`;
}

function validatorsOf(response: Response): Validators {
  const etag = response.headers.get('etag');
  const lastModified = response.headers.get('last-modified');
  return { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
}

async function fetchOnce(url: string, target: string, known: Validators | undefined, settings: FetchSettings): Promise<FetchOutcome> {
  const controller = new AbortController();
  const stalled = () => controller.abort(new Error(`no data for ${settings.stallTimeoutMs} ms`));
  let timer = setTimeout(stalled, settings.stallTimeoutMs);
  try {
    const headers: Record<string, string> = {};
    if (known?.etag) headers['if-none-match'] = known.etag;
    if (known?.lastModified) headers['if-modified-since'] = known.lastModified;
    const response = await fetch(url, { signal: controller.signal, headers });
    if (response.status === 304 && known) return { unchanged: true, ...known, ...validatorsOf(response) };
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      const message = `HTTP ${response.status} ${response.statusText}`.trim();
      throw response.status >= 500 || response.status === 429 ? new Error(message) : new FinalError(message);
    }
    let bytes = 0;
    const watch = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        clearTimeout(timer);
        timer = setTimeout(stalled, settings.stallTimeoutMs);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await pipeline(Readable.fromWeb(response.body as WebReadableStream), watch, createWriteStream(target));
    } catch (error) {
      throw isDiskFull(error) ? new FinalError(`the disk is full (${describeError(error)}) writing ${target}`, { cause: error }) : error;
    }
    const length = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(length) && bytes !== length) throw new Error(`cut short: ${bytes} of ${length} bytes`);
    return { unchanged: false, bytes, ...validatorsOf(response) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fetches `url` into `target`, asking with `known`'s validators whether it changed (a 304 writes nothing).
 * A server error, a stall or a cut-off transfer is tried again after a wait that doubles; the last
 * failure is thrown, saying how many tries it took. A host that cannot be reached fails at once. A full disk throws an error that isDiskFull() knows.
 */
export async function fetchToFile(url: string, target: string, known: Validators | undefined, settings: FetchSettings): Promise<FetchOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchOnce(url, target, known, settings);
    } catch (error) {
      await rm(target, { force: true });
      if (error instanceof FinalError) throw error.cause ?? error;
      if (unreachable(error)) throw error;
      if (attempt >= settings.attempts) {
        throw new Error(`${describeError(error)} (gave up after ${attempt} ${attempt === 1 ? 'try' : 'tries'})`);
      }
      await sleep(settings.retryDelayMs * 2 ** (attempt - 1));
    }
  }
}
