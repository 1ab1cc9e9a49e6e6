import { describe, expect, it } from 'vitest';
import { withVerifiedTokenCache } from './verified-token-cache.ts';

function countingVerifier(expiresAtMs: number) {
  const calls: string[] = [];
  const verify = async (token: string) => {
    calls.push(token);
    if (token === 'bad') throw new Error('invalid token');
    return { uid: `uid-of-${token}`, email: null, expiresAtMs };
  };
  return { calls, verify };
}

describe('withVerifiedTokenCache', () => {
  it('verifies a token once while it is valid', async () => {
    const { calls, verify } = countingVerifier(10_000);
    const cached = withVerifiedTokenCache(verify, { now: () => 1_000 });
    expect(await cached('a')).toEqual({ uid: 'uid-of-a', email: null });
    expect(await cached('a')).toEqual({ uid: 'uid-of-a', email: null });
    expect(calls).toEqual(['a']);
  });

  it('verifies again once the token has expired', async () => {
    let clock = 1_000;
    const { calls, verify } = countingVerifier(5_000);
    const cached = withVerifiedTokenCache(verify, { now: () => clock });
    await cached('a');
    clock = 5_000;
    await cached('a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('never remembers a rejected token', async () => {
    const { calls, verify } = countingVerifier(10_000);
    const cached = withVerifiedTokenCache(verify, { now: () => 1_000 });
    await expect(cached('bad')).rejects.toThrow('invalid token');
    await expect(cached('bad')).rejects.toThrow('invalid token');
    expect(calls).toEqual(['bad', 'bad']);
  });

  it('forgets the least recently used token beyond its size', async () => {
    const { calls, verify } = countingVerifier(10_000);
    const cached = withVerifiedTokenCache(verify, { maxEntries: 2, now: () => 1_000 });
    await cached('a');
    await cached('b');
    await cached('a');
    await cached('c');
    await cached('a');
    await cached('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });
});
