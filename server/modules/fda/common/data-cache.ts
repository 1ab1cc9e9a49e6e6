import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

export interface DataCacheOptions {
  /** Entries kept; the least recently used goes first. */
  maxEntries?: number;
  /** How long the newest import run id is trusted before it is read again (0: on every call). */
  generationTtlMs?: number;
  now?: () => number;
}

export interface DataCache {
  /** The value of `key` computed on the current FDA data: cached, or loaded (once, however many ask at once). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Reads the data's generation on the next call: this process has just changed the data. */
  refresh(): void;
}

interface Entry {
  generation: string;
  value: Promise<unknown>;
}

/**
 * Answers computed from the FDA tables stay valid until the next import or the next summary fetched from
 * FDA's host, so they are cached in memory keyed by the newest fda_import_runs id and the newest
 * fda_fetched_summaries id: either change makes every older entry stale. The ids are re-read at most once
 * per `generationTtlMs`, so a change by another process shows within that time.
 */
export function createDataCache(
  db: Kysely<Database>,
  { maxEntries = 4000, generationTtlMs = 1000, now = Date.now }: DataCacheOptions = {},
): DataCache {
  const entries = new Map<string, Entry>();
  let generation: { id: Promise<string>; readAt: number } | undefined;

  const readGeneration = async (): Promise<string> => {
    const { rows } = await sql<{ imported: number | null; fetched: string | null }>`
      select (select max(id) from fda_import_runs) as imported,
             (select max(id) from fda_fetched_summaries where status = 'read') as fetched`.execute(db);
    return `${rows[0]?.imported ?? 0}:${rows[0]?.fetched ?? 0}`;
  };

  const currentGeneration = (): Promise<string> => {
    const time = now();
    if (generation === undefined || time - generation.readAt >= generationTtlMs) {
      const id = readGeneration();
      generation = { id, readAt: time };
      id.catch(() => {
        if (generation?.id === id) generation = undefined;
      });
    }
    return generation.id;
  };

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const current = await currentGeneration();
      const cached = entries.get(key);
      entries.delete(key);
      if (cached?.generation === current) {
        entries.set(key, cached);
        return cached.value as Promise<T>;
      }
      const value = load();
      const entry: Entry = { generation: current, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    refresh() {
      generation = undefined;
    },
  };
}
