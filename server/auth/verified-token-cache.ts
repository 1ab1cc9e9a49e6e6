import type { AuthUser, TokenVerifier } from './token-verifier.ts';

interface Entry {
  user: AuthUser;
  expiresAtMs: number;
}

export interface VerifiedTokenCacheOptions {
  /** How many tokens to remember; the least recently used goes first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Remembers tokens that verified, until they expire, so that a signed-in user's every request does not
 * pay for a signature check again. Only successes are kept: a rejected token is checked every time.
 */
export function withVerifiedTokenCache(
  verify: (idToken: string) => Promise<AuthUser & { expiresAtMs: number }>,
  { maxEntries = 10_000, now = Date.now }: VerifiedTokenCacheOptions = {},
): TokenVerifier {
  const entries = new Map<string, Entry>();
  return async (idToken) => {
    const cached = entries.get(idToken);
    if (cached && cached.expiresAtMs > now()) {
      // Map order is insertion order: re-inserting marks the entry as most recently used.
      entries.delete(idToken);
      entries.set(idToken, cached);
      return cached.user;
    }
    entries.delete(idToken);
    const { expiresAtMs, ...user } = await verify(idToken);
    entries.set(idToken, { user, expiresAtMs });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return user;
  };
}
