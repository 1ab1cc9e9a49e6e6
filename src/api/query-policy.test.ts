import { describe, expect, it, vi } from 'vitest';
import { ApiError, AuthError, NetworkError } from '../app/errors/errors';
import {
  createQueryClient,
  deviceQueryOptions,
  emptyListAsNoData,
  mutationPolicy,
  retryUnlessNotFound,
  riskDataQueryOptions,
} from './query-policy';

const notFound = () => new ApiError('Device not found', { status: 404, code: 'NOT_FOUND' });
const serverDown = () => new ApiError('Internal', { status: 500, code: 'INTERNAL_ERROR' });

/** Runs a query that always fails with `error` and counts how often its function ran. */
async function attempts(options: object, error: () => Error): Promise<number> {
  const client = createQueryClient();
  let calls = 0;
  await client
    .fetchQuery({
      queryKey: ['q', Math.random()],
      queryFn: () => {
        calls += 1;
        throw error();
      },
      ...options,
      retryDelay: 0,
    })
    .catch(() => undefined);
  client.clear();
  return calls;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A query fetched with `options`; `fetch` asks for it again and `calls` counts the real fetches. */
function cachedQuery(options: object) {
  const client = createQueryClient();
  const queryKey = ['device', 'K123456'];
  let calls = 0;
  const queryFn = async () => {
    calls += 1;
    return { k_number: 'K123456' };
  };
  return {
    client,
    fetch: () => client.fetchQuery({ queryKey, queryFn, ...options }),
    calls: () => calls,
  };
}

describe('retryUnlessNotFound', () => {
  it('never retries a 404 or an AuthError', () => {
    expect(retryUnlessNotFound(0, notFound())).toBe(false);
    expect(retryUnlessNotFound(0, new AuthError())).toBe(false);
  });

  it('retries other failures at most twice', () => {
    expect([0, 1, 2].map((n) => retryUnlessNotFound(n, serverDown()))).toEqual([true, true, false]);
    expect([0, 1, 2].map((n) => retryUnlessNotFound(n, new NetworkError()))).toEqual([true, true, false]);
  });
});

describe('query presets', () => {
  it('device queries: one attempt on 404, three on 500', async () => {
    expect(await attempts(deviceQueryOptions, notFound)).toBe(1);
    expect(await attempts(deviceQueryOptions, serverDown)).toBe(3);
  });

  it('device queries are fresh for an hour and kept for two once unused', async () => {
    vi.useFakeTimers();
    try {
      const query = cachedQuery(deviceQueryOptions);
      await query.fetch();
      await vi.advanceTimersByTimeAsync(HOUR - 1);
      await query.fetch();
      expect(query.calls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await query.fetch();
      expect(query.calls()).toBe(2);
      await vi.advanceTimersByTimeAsync(2 * HOUR - 1);
      expect(query.client.getQueryCache().getAll()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(query.client.getQueryCache().getAll()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('risk data queries retry twice, even a 404, and are fresh for 5 minutes', async () => {
    expect(await attempts(riskDataQueryOptions, notFound)).toBe(3);
    vi.useFakeTimers();
    try {
      const query = cachedQuery(riskDataQueryOptions);
      await query.fetch();
      await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
      await query.fetch();
      expect(query.calls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await query.fetch();
      expect(query.calls()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the default query policy is the device one', async () => {
    expect(await attempts({}, notFound)).toBe(1);
    expect(await attempts({}, serverDown)).toBe(3);
  });

  it('comparison and risk mutations run once', async () => {
    const client = createQueryClient();
    for (const policy of [mutationPolicy.comparison, mutationPolicy.risk, {}]) {
      let calls = 0;
      const mutation = client.getMutationCache().build(client, {
        ...policy,
        mutationFn: async () => {
          calls += 1;
          throw serverDown();
        },
      });
      await mutation.execute(undefined).catch(() => undefined);
      expect(calls).toBe(1);
    }
  });
});

describe('emptyListAsNoData', () => {
  it('treats an empty or missing list as no data and keeps a filled one', () => {
    expect(emptyListAsNoData([])).toBeUndefined();
    expect(emptyListAsNoData(null)).toBeUndefined();
    expect(emptyListAsNoData(undefined)).toBeUndefined();
    const list = [{ k_number: 'K123456' }];
    expect(emptyListAsNoData(list)).toBe(list);
  });
});
