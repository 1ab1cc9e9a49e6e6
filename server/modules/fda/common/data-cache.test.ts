import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { createDataCache } from './data-cache.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

let db: Kysely<Database>;
beforeAll(async () => {
  db = await openMigratedTestPGlite();
});
afterAll(() => db.destroy());

async function recordImportRun() {
  const now = new Date();
  await db
    .insertInto('fda_import_runs')
    .values({ dataset: 'test', started_at: now, finished_at: now, row_count: 0, rejected_count: 0, source: 'test' })
    .execute();
}

function counter() {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
}

describe('data cache', () => {
  it('loads a key once, also when asked for it many times at once', async () => {
    const cache = createDataCache(db);
    const { load, calls } = counter();
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([1, 1, 1]);
    expect(await cache.get('a', load)).toBe(1);
    expect(calls()).toBe(1);
  });

  it('loads again after an import', async () => {
    const cache = createDataCache(db, { generationTtlMs: 0 });
    const { load } = counter();
    expect(await cache.get('a', load)).toBe(1);
    await recordImportRun();
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('trusts the import it saw for generationTtlMs', async () => {
    let time = 0;
    const cache = createDataCache(db, { generationTtlMs: 1000, now: () => time });
    const { load } = counter();
    expect(await cache.get('a', load)).toBe(1);
    await recordImportRun();
    time = 999;
    expect(await cache.get('a', load)).toBe(1);
    time = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('drops the least recently used entry beyond maxEntries', async () => {
    const cache = createDataCache(db, { maxEntries: 2 });
    const { load, calls } = counter();
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load);
    await cache.get('c', load);
    expect(calls()).toBe(3);
    await cache.get('a', load);
    expect(calls()).toBe(3);
    await cache.get('b', load);
    expect(calls()).toBe(4);
  });

  it('does not keep a failure', async () => {
    const cache = createDataCache(db);
    await expect(cache.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('a', async () => 'fine')).toBe('fine');
  });
});
