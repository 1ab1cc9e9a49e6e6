import { QueryClient } from '@tanstack/react-query';
import { ApiError, AuthError } from '../app/errors/errors';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** SPEC section 9: device and cleared-device queries are fresh for 1 h and kept for 2 h. */
export const DEVICE_STALE_TIME_MS = HOUR_MS;
export const DEVICE_GC_TIME_MS = 2 * HOUR_MS;
/** SPEC section 9: risk data queries are fresh for 5 minutes. */
export const RISK_DATA_STALE_TIME_MS = 5 * MINUTE_MS;
/** SPEC section 8: queries retry at most 2 times. */
export const MAX_QUERY_RETRIES = 2;

/**
 * Retries a failed query at most MAX_QUERY_RETRIES times, but never a 404 (it will not appear by
 * asking again) nor an AuthError (the client already refreshed the token once).
 */
export function retryUnlessNotFound(failureCount: number, error: unknown): boolean {
  if (error instanceof AuthError) return false;
  if (error instanceof ApiError && error.status === 404) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export const deviceQueryOptions = {
  staleTime: DEVICE_STALE_TIME_MS,
  gcTime: DEVICE_GC_TIME_MS,
  retry: retryUnlessNotFound,
} as const;

export const clearedDeviceQueryOptions = deviceQueryOptions;

export const riskDataQueryOptions = {
  staleTime: RISK_DATA_STALE_TIME_MS,
  retry: MAX_QUERY_RETRIES,
} as const;

/** SPEC section 8: comparison and risk mutations do not retry. */
export const mutationPolicy = {
  comparison: { retry: false },
  risk: { retry: false },
} as const;

/** SPEC section 8: an empty list is treated as no data. */
export function emptyListAsNoData<L extends readonly unknown[]>(list: L | null | undefined): L | undefined {
  return list && list.length > 0 ? list : undefined;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryUnlessNotFound, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
