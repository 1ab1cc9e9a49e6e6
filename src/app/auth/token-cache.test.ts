import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '../errors/errors';
import { createSessionTokenCache, SESSION_TOKEN_REFRESH_MS } from './token-cache';

/** A stand-in for the identity provider: every read yields a new token and is recorded. */
function provider() {
  const reads: boolean[] = [];
  const read = vi.fn(async (forceRefresh: boolean) => {
    reads.push(forceRefresh);
    return `token-${reads.length}${forceRefresh ? '-forced' : ''}`;
  });
  return { reads, read };
}

describe('session token cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads at start, serves the cached token, and re-reads every 20 s', async () => {
    const cache = createSessionTokenCache();
    const { reads, read } = provider();
    cache.start(read);
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get(false)).toBe('token-1');
    expect(await cache.get(false)).toBe('token-1');
    expect(reads).toEqual([false]);

    await vi.advanceTimersByTimeAsync(19_999);
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toEqual([false, false]);
    expect(await cache.get(false)).toBe('token-2');
    cache.stop();
  });

  it('forces a refresh only when asked, and caches its result', async () => {
    const cache = createSessionTokenCache();
    const { reads, read } = provider();
    cache.start(read);
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get(true)).toBe('token-2-forced');
    expect(await cache.get(false)).toBe('token-2-forced');
    expect(reads).toEqual([false, true]);
    cache.stop();
  });

  it('stops reading on stop and refuses tokens when signed out', async () => {
    const cache = createSessionTokenCache();
    const { reads, read } = provider();
    cache.start(read);
    await vi.advanceTimersByTimeAsync(0);
    cache.stop();
    await vi.advanceTimersByTimeAsync(SESSION_TOKEN_REFRESH_MS * 3);
    expect(reads).toHaveLength(1);
    await expect(cache.get(false)).rejects.toBeInstanceOf(AuthError);
  });

  it('ignores a read that finishes after stop', async () => {
    const cache = createSessionTokenCache();
    let finish: (token: string) => void = () => {};
    cache.start(() => new Promise((resolve) => (finish = resolve)));
    cache.stop();
    finish('late-token');
    await vi.advanceTimersByTimeAsync(0);
    await expect(cache.get(false)).rejects.toBeInstanceOf(AuthError);
  });

  it('drops the cached token when a background read fails, so the next call reads again', async () => {
    const cache = createSessionTokenCache();
    let fail = false;
    let count = 0;
    cache.start(async () => {
      count += 1;
      if (fail) throw new Error('offline');
      return `token-${count}`;
    });
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    await vi.advanceTimersByTimeAsync(SESSION_TOKEN_REFRESH_MS);
    await expect(cache.get(false)).rejects.toThrow('offline');
    fail = false;
    expect(await cache.get(false)).toBe('token-4');
    cache.stop();
  });
});
