import { AuthError } from '../errors/errors';

/** SPEC section 9: the session token is re-read every 20 s while signed in. */
export const SESSION_TOKEN_REFRESH_MS = 20_000;

export type TokenReader = (forceRefresh: boolean) => Promise<string>;

export interface SessionTokenCache {
  /** Reads the token now and then every interval, until stop(). */
  start(read: TokenReader): void;
  stop(): void;
  /** The cached token (read on demand when none is cached); `forceRefresh` bypasses the cache. */
  get(forceRefresh: boolean): Promise<string>;
}

/**
 * Keeps the latest ID token at hand so requests never wait on the identity provider. The provider
 * renews the token before it expires; re-reading it on a timer picks the renewal up.
 */
export function createSessionTokenCache(intervalMs = SESSION_TOKEN_REFRESH_MS): SessionTokenCache {
  let reader: TokenReader | null = null;
  let cached: string | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let generation = 0;

  const read = async (forceRefresh: boolean): Promise<string> => {
    if (!reader) throw new AuthError('Not signed in');
    const readAt = generation;
    const token = await reader(forceRefresh);
    if (readAt === generation) cached = token;
    return token;
  };

  const stop = () => {
    generation += 1;
    clearInterval(timer);
    timer = undefined;
    reader = null;
    cached = undefined;
  };

  return {
    start(next) {
      stop();
      reader = next;
      // A failed background read drops the cached token, so the next request reads (and reports) afresh.
      const refresh = () =>
        read(false).catch(() => {
          cached = undefined;
        });
      void refresh();
      timer = setInterval(refresh, intervalMs);
    },
    stop,
    get(forceRefresh) {
      if (!forceRefresh && cached !== undefined) return Promise.resolve(cached);
      return read(forceRefresh);
    },
  };
}
