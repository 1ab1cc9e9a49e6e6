import wretch, { type ConfiguredMiddleware, type Wretch } from 'wretch';
import QueryStringAddon, { type QueryStringAddon as QueryString } from 'wretch/addons/queryString';
import type { ClientEnv } from '../app/config/env';
import { AuthError } from '../app/errors/errors';
import type { AuthProvider } from './auth-provider';
import { toAppError } from './error-mapping';
import { noteSuspension } from '../app/auth/suspension';

/** SPEC section 7/9 timeouts; the data service has none given, so it gets the REST one. */
export const REST_TIMEOUT_MS = 30_000;
export const AI_TIMEOUT_MS = 360_000;
export const DATA_TIMEOUT_MS = 30_000;

export type ApiClient = QueryString & Wretch<QueryString>;

export interface ApiClients {
  rest: ApiClient;
  ai: ApiClient;
  data: ApiClient;
}

/** Each attempt gets its own deadline, combined with the caller's signal when there is one. */
function timeoutMiddleware(timeoutMs: number): ConfiguredMiddleware {
  return (next) => (url, options) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal as AbortSignal, deadline]) : deadline;
    return next(url, { ...options, signal });
  };
}

/** SPEC section 6: every call carries the bearer token; a 401 forces one token refresh and one retry. */
function bearerMiddleware(auth: AuthProvider): ConfiguredMiddleware {
  return (next) => async (url, options) => {
    const send = async (forceRefresh: boolean) => {
      const headers = Object.fromEntries(new Headers(options.headers));
      headers.authorization = `Bearer ${await auth.getIdToken(forceRefresh)}`;
      return next(url, { ...options, headers });
    };
    const first = await send(false);
    await noteSuspension(first);
    if (first.status !== 401) return first;
    await first.body?.cancel();
    const second = await send(true);
    if (second.status !== 401) return second;
    throw new AuthError(undefined, await second.json().catch(() => undefined));
  };
}

export interface ApiClientOptions {
  baseUrl: string;
  timeoutMs: number;
  auth: AuthProvider;
}

/** A wretch client on `baseUrl` with the bearer token, the timeout and our error classes. */
export function createApiClient({ baseUrl, timeoutMs, auth }: ApiClientOptions): ApiClient {
  return wretch(baseUrl)
    .addon(QueryStringAddon)
    .errorType('json')
    .middlewares([bearerMiddleware(auth), timeoutMiddleware(timeoutMs)])
    .catcherFallback((error) => {
      throw toAppError(error);
    });
}

/** The clients of the three API bases of SPEC section 7. */
export function createApiClients({ env, auth }: { env: ClientEnv; auth: AuthProvider }): ApiClients {
  return {
    rest: createApiClient({ baseUrl: env.restApiUrl, timeoutMs: REST_TIMEOUT_MS, auth }),
    ai: createApiClient({ baseUrl: env.aiApiUrl, timeoutMs: AI_TIMEOUT_MS, auth }),
    data: createApiClient({ baseUrl: env.dataApiUrl, timeoutMs: DATA_TIMEOUT_MS, auth }),
  };
}
