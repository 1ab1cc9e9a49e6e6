import { type } from 'arktype';

/**
 * A client of openFDA's count API (https://open.fda.gov/apis/query-parameters/): `GET {base}/{endpoint}?
 * search=...&count=...&limit=...[&api_key=...]`. Its answers and errors are those of openFDA's API server
 * (FDA/openfda, api/faers/api.js) and of the api.data.gov gateway in front of it (NREL/api-umbrella):
 *
 * - a count on a keyword field: `{meta: {disclaimer, terms, license, last_updated}, results: [{term, count}]}`;
 *   on a date field, one bucket a day: `results: [{time: 'YYYYMMDD', count}]` (search answers also carry
 *   `meta.results: {skip, limit, total}`; count answers do not);
 * - nothing matched, or nothing to count: HTTP 404 `{error: {code: 'NOT_FOUND', message: 'No matches found!'}}`
 *   (or `'Nothing to count'`). That is a count of zero, a real answer;
 * - HTTP 429 `{error: {code: 'OVER_RATE_LIMIT', ...}}` from the gateway; 400 BAD_REQUEST, 403 API_KEY_...,
 *   500 SERVER_ERROR, other statuses, timeouts and network errors are failures.
 */

export type OpenFdaEndpoint = 'device/event.json' | 'device/recall.json';

export interface CountQuery {
  endpoint: OpenFdaEndpoint;
  /** openFDA's search syntax, e.g. `device.device_report_product_code:"NAY" AND date_received:[20020101 TO 20261231]`. */
  search: string;
  /** The field counted, e.g. `date_received` or `product_problems.exact`. */
  count: string;
  /** At most this many terms (openFDA's default is 100, its ceiling 1000); date counts are never cut. */
  limit?: number;
}

/** One bucket of a count: a term, or a day as YYYYMMDD. */
export interface CountBucket {
  key: string;
  count: number;
}

export interface CountAnswer {
  buckets: CountBucket[];
  /** openFDA's meta.last_updated (YYYY-MM-DD), when it said. */
  lastUpdated: string | null;
}

export type OpenFdaFailure = 'rate-limited' | 'refused' | 'unavailable' | 'timeout' | 'unreachable' | 'bad-answer';

/** openFDA did not answer the count: the caller falls back to what it has. */
export class OpenFdaError extends Error {
  constructor(
    readonly failure: OpenFdaFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OpenFdaError';
  }
}

/** openFDA's messages for a 404 that means "zero" (a 404 of the gateway, for a wrong URL, says otherwise). */
const ZERO_MESSAGES = new Set(['No matches found!', 'Nothing to count']);

const CountResponse = type({
  'meta?': { 'last_updated?': 'string' },
  results: type({ 'term?': 'string | number', 'time?': 'string', count: 'number.integer >= 0' }).array(),
});

const ErrorResponse = type({ error: { code: 'string', 'message?': 'string' } });

/** The query string of a count (the API key left out), which also names its answer in the cache. */
export function countQueryString({ search, count, limit }: CountQuery): string {
  const params = new URLSearchParams({ search, count });
  if (limit !== undefined) params.set('limit', String(limit));
  return params.toString();
}

/** What names a count's answer: the endpoint and its query string. */
export const countQueryKey = (query: CountQuery): string => `${query.endpoint}?${countQueryString(query)}`;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toAnswer(body: unknown): CountAnswer {
  const parsed = CountResponse(body);
  if (parsed instanceof type.errors) throw new OpenFdaError('bad-answer', `openFDA answered in an unknown shape: ${parsed.summary}`);
  const buckets: CountBucket[] = [];
  for (const { term, time, count } of parsed.results) {
    const key = time ?? (term === undefined ? undefined : String(term));
    if (key === undefined) throw new OpenFdaError('bad-answer', 'openFDA answered a count bucket without a term or time');
    buckets.push({ key, count });
  }
  return { buckets, lastUpdated: parsed.meta?.last_updated ?? null };
}

/** The answer of a non-200 status: zero for openFDA's "no matches", otherwise an OpenFdaError. */
function answerOfStatus(status: number, body: unknown): CountAnswer {
  const error = ErrorResponse(body);
  const code = error instanceof type.errors ? null : error.error.code;
  const message = error instanceof type.errors ? '' : (error.error.message ?? '');
  if (status === 404 && code === 'NOT_FOUND' && ZERO_MESSAGES.has(message)) return { buckets: [], lastUpdated: null };
  const said = code === null ? `HTTP ${status}` : `HTTP ${status} ${code}${message ? `: ${message}` : ''}`;
  if (status === 429) throw new OpenFdaError('rate-limited', `openFDA's rate limit was reached (${said})`, status);
  if (status >= 500) throw new OpenFdaError('unavailable', `openFDA failed (${said})`, status);
  throw new OpenFdaError('refused', `openFDA refused the query (${said})`, status);
}

export interface OpenFdaClientOptions {
  /** e.g. https://api.fda.gov (a trailing slash is ignored). */
  baseUrl: string;
  /** Sent as `api_key` when set (openFDA's higher rate limits). */
  apiKey?: string;
  /** A call that has not answered completely in this time fails as a timeout. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

export type OpenFdaClient = ReturnType<typeof createOpenFdaClient>;

export function createOpenFdaClient({ baseUrl, apiKey, timeoutMs, fetch: fetchImpl = fetch }: OpenFdaClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    /** openFDA's count for `query`; throws OpenFdaError when openFDA does not give one. */
    async count(query: CountQuery): Promise<CountAnswer> {
      const key = apiKey === undefined ? '' : `&${new URLSearchParams({ api_key: apiKey })}`;
      const url = `${base}/${query.endpoint}?${countQueryString(query)}${key}`;
      let status: number;
      let text: string;
      try {
        const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
        status = response.status;
        text = await response.text();
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new OpenFdaError('timeout', `openFDA did not answer within ${timeoutMs} ms`);
        }
        const cause = (error as { cause?: { code?: unknown } }).cause?.code;
        const reason = typeof cause === 'string' ? cause : error instanceof Error ? error.message : String(error);
        throw new OpenFdaError('unreachable', `openFDA could not be reached (${reason})`);
      }
      const body = parseJson(text);
      if (status === 200) {
        if (body === undefined) throw new OpenFdaError('bad-answer', 'openFDA answered with something other than JSON', status);
        return toAnswer(body);
      }
      return answerOfStatus(status, body);
    },
  };
}
