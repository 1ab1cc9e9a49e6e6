import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases.ts';
import { createRateLimitCounters, type RateLimitCounters } from './rate-limit-counters.repository.ts';

const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds)('rate-limit counters on $name', (kind) => {
  let database: TestDatabase;
  let counters: RateLimitCounters;

  beforeAll(async () => {
    database = await kind.open();
    counters = createRateLimitCounters(database.db);
  });
  afterAll(() => database?.dispose());

  it('counts the hits of a key in its window, each key on its own, with the time left', async () => {
    const first = await counters.hit('user:counted', MINUTE);
    expect(first.hits).toBe(1);
    expect(first.resetsInMs).toBeGreaterThan(MINUTE - 5_000);
    expect(first.resetsInMs).toBeLessThanOrEqual(MINUTE);
    expect((await counters.hit('user:counted', MINUTE)).hits).toBe(2);
    const third = await counters.hit('user:counted', MINUTE);
    expect(third).toMatchObject({ hits: 3 });
    expect(third.resetsInMs).toBeLessThanOrEqual(first.resetsInMs);
    expect((await counters.hit('ip:10.0.0.1', MINUTE)).hits).toBe(1);
  });

  it('counts hits that arrive at once exactly once each', async () => {
    const hits = await Promise.all(Array.from({ length: 40 }, () => counters.hit('user:at-once', MINUTE)));
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('starts a new window at 1 once the window has ended', async () => {
    await counters.hit('user:short', 300);
    expect((await counters.hit('user:short', 300)).hits).toBe(2);
    await sleep(350);
    const fresh = await counters.hit('user:short', 300);
    expect(fresh.hits).toBe(1);
    expect(fresh.resetsInMs).toBeGreaterThan(200);
  });

  it('deletes the counters whose window has ended, and only those', async () => {
    await counters.hit('user:ending', 100);
    await counters.hit('user:lasting', MINUTE);
    await sleep(150);
    expect(await counters.deleteEnded()).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.selectFrom('rate_limit_counters').select('key').execute()).map((row) => row.key);
    expect(keys).toContain('user:lasting');
    expect(keys).not.toContain('user:ending');
  });
});
