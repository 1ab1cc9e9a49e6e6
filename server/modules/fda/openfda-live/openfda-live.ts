import type { Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import { createOpenFdaCacheRepository, type FetchedCount, type OpenFdaCacheRepository } from './openfda-cache.repository.ts';
import { countQueryKey, createOpenFdaClient, OpenFdaError, type CountQuery, type OpenFdaClient } from './openfda-client.ts';

export interface OpenFdaLiveOptions {
  client: OpenFdaClient;
  cache: OpenFdaCacheRepository;
  /** An answer is reused this long after it was fetched (OPENFDA_CACHE_HOURS). */
  cacheHours: number;
  /** After a failed call openFDA is not asked again for this long, so an offline server answers at once. */
  pauseAfterFailureMs?: number;
  /** Told of each failed call and of a cache that cannot be read or written (the server logs them). */
  onProblem?: (problem: string) => void;
  /** Told of each answer openFDA gave (not of those read from the cache). */
  onFetched?: (query: CountQuery, answer: FetchedCount) => void;
  now?: () => number;
}

/** openFDA's count answers, cached: `null` when openFDA cannot answer now and no answer of it is stored. */
export interface OpenFdaLive {
  count(query: CountQuery): Promise<FetchedCount | null>;
}

/** Failed calls pause live calls for a minute: long enough to spare an offline server its timeouts. */
export const PAUSE_AFTER_FAILURE_MS = 60_000;
/** Fresh answers also kept in memory, so a busy dashboard does not read the table on every request. */
const MEMORY_ENTRIES = 500;

/**
 * openFDA's answers, asked once and reused for `cacheHours` (in memory, and in the database so that a restart
 * or another server instance reuses them too). Identical queries asked at once share one call. A failed call
 * is not stored; it pauses live calls for `pauseAfterFailureMs`, and meanwhile, or when the call fails, an
 * older stored answer still answers (it carries its fetch time), else `null` (the caller's local data).
 */
export function createOpenFdaLive({
  client,
  cache,
  cacheHours,
  pauseAfterFailureMs = PAUSE_AFTER_FAILURE_MS,
  onProblem = () => {},
  onFetched = () => {},
  now = Date.now,
}: OpenFdaLiveOptions): OpenFdaLive {
  const maxAgeMs = cacheHours * 3_600_000;
  const fresh = new Map<string, FetchedCount>();
  const inFlight = new Map<string, Promise<FetchedCount | null>>();
  let pausedUntil = 0;

  const isFresh = (answer: FetchedCount) => now() - Date.parse(answer.fetchedAt) < maxAgeMs;

  const remember = (key: string, answer: FetchedCount): FetchedCount => {
    fresh.delete(key);
    fresh.set(key, answer);
    if (fresh.size > MEMORY_ENTRIES) fresh.delete(fresh.keys().next().value!);
    return answer;
  };

  const stored = async (key: string): Promise<FetchedCount | undefined> => {
    try {
      return await cache.get(key);
    } catch (error) {
      onProblem(`The openFDA cache could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };

  const store = async (key: string, answer: FetchedCount): Promise<void> => {
    try {
      await cache.put(key, answer);
    } catch (error) {
      onProblem(`The openFDA cache could not be written: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const load = async (key: string, query: CountQuery): Promise<FetchedCount | null> => {
    const inMemory = fresh.get(key);
    if (inMemory !== undefined && isFresh(inMemory)) return inMemory;
    const older = await stored(key);
    if (older !== undefined && isFresh(older)) return remember(key, older);
    if (now() < pausedUntil) return older ?? null;
    try {
      const answer: FetchedCount = { ...(await client.count(query)), fetchedAt: new Date(now()).toISOString() };
      await store(key, answer);
      onFetched(query, answer);
      return remember(key, answer);
    } catch (error) {
      if (!(error instanceof OpenFdaError)) throw error;
      pausedUntil = now() + pauseAfterFailureMs;
      onProblem(`${error.message}; ${older === undefined ? 'the local data answers' : `the answer fetched ${older.fetchedAt} answers`}`);
      return older ?? null;
    }
  };

  return {
    count(query: CountQuery): Promise<FetchedCount | null> {
      const key = countQueryKey(query);
      let answer = inFlight.get(key);
      if (answer === undefined) {
        answer = load(key, query).finally(() => inFlight.delete(key));
        inFlight.set(key, answer);
      }
      return answer;
    },
  };
}

/** Live openFDA as configured (OPENFDA_BASE_URL and the rest), or undefined when it is off (the default). */
export function openFdaLiveFromConfig(
  config: Pick<Config, 'OPENFDA_BASE_URL' | 'OPENFDA_API_KEY' | 'OPENFDA_CACHE_HOURS' | 'OPENFDA_TIMEOUT_MS'>,
  db: Kysely<Database>,
  onProblem?: (problem: string) => void,
  onFetched?: OpenFdaLiveOptions['onFetched'],
): OpenFdaLive | undefined {
  if (config.OPENFDA_BASE_URL === undefined) return undefined;
  return createOpenFdaLive({
    client: createOpenFdaClient({ baseUrl: config.OPENFDA_BASE_URL, apiKey: config.OPENFDA_API_KEY, timeoutMs: config.OPENFDA_TIMEOUT_MS }),
    cache: createOpenFdaCacheRepository(db),
    cacheHours: config.OPENFDA_CACHE_HOURS,
    onProblem,
    onFetched,
  });
}
