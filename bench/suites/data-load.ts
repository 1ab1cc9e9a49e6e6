import autocannon, { type Client } from 'autocannon';
import { percentile, roundTo } from '../lib/stats';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  /** Latency of every answered request, summarised (samples left out: there are tens of thousands). */
  latencyMs: { p50: number; p95: number; p99: number };
  requests: number;
  requestsPerSecond: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

/** One request of a simulated user's round; `endpoint` names it in the results. */
export interface LoadRequest {
  endpoint: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query, e.g. /api/data/v1/classification/DQY. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A 2xx answer whose body fails this counts as an error ('unexpected body'), e.g. a stream that broke off. */
  expectBody?: (body: string) => boolean;
}

export interface MixedLoadOptions {
  durationSeconds: number;
  /**
   * Requests a user makes per second at most (autocannon's connectionRate), the users' seconds spread over
   * the first second so that they do not all start at once; unset, each user sends its next request as
   * soon as the last is answered.
   */
  requestsPerSecondPerUser?: number;
  /** A request unanswered for this long counts as a timeout (an error). */
  timeoutSeconds?: number;
}

export interface MixedLoadResult {
  durationSeconds: number;
  total: LoadResult;
  /** Per endpoint, in the order they first appear in the users' rounds. */
  endpoints: Array<{ endpoint: string } & LoadResult & { statuses: Record<string, number> }>;
}

interface Tally {
  latencies: number[];
  errors: number;
  statuses: Record<string, number>;
}

function summarise({ latencies, errors }: Tally, seconds: number): LoadResult {
  const of = (p: number) => (latencies.length > 0 ? roundTo(percentile(latencies, p), 2) : Number.NaN);
  const requests = latencies.length + errors;
  return {
    latencyMs: { p50: of(50), p95: of(95), p99: of(99) },
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    errors,
  };
}

/**
 * Runs one autocannon connection per user, each going round its own list of requests for the duration,
 * and times every request by endpoint. Each connection has at most one request in flight, so its answers,
 * timeouts and connection errors come back in the order its requests went out; a request whose connection
 * closed without an answer counts as an error when the next one goes out.
 */
export async function mixedLoadTest(origin: string, users: ReadonlyArray<readonly LoadRequest[]>, options: MixedLoadOptions): Promise<MixedLoadResult> {
  const tallies = new Map<string, Tally>();
  const tallyOf = (endpoint: string) => {
    let tally = tallies.get(endpoint);
    if (!tally) tallies.set(endpoint, (tally = { latencies: [], errors: 0, statuses: {} }));
    return tally;
  };
  for (const round of users) for (const { endpoint } of round) tallyOf(endpoint);

  const runUser = (round: readonly LoadRequest[]) => {
    if (round.length === 0) throw new Error('A simulated user needs at least one request');
    let sent = 0;
    /** The endpoint of the request in flight, if any. */
    let inFlight: string | null = null;
    /** One still in flight when the next went out: its connection was replaced (a timeout says so at once). */
    let orphan: string | null = null;
    /** Whether the body just read passed its request's expectBody (autocannon reads it before the response event). */
    let bodyPassed = true;
    const fail = (endpoint: string, status: string) => {
      const tally = tallyOf(endpoint);
      tally.errors += 1;
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    };
    return autocannon({
      url: origin,
      connections: 1,
      duration: options.durationSeconds,
      timeout: options.timeoutSeconds ?? 30,
      ...(options.requestsPerSecondPerUser ? { connectionRate: options.requestsPerSecondPerUser } : {}),
      requests: round.map(({ method, path, headers, body, expectBody }) => ({
        method,
        path,
        headers,
        ...(body === undefined ? {} : { body }),
        ...(expectBody ? { onResponse: (_status: number, answer: string) => void (bodyPassed = expectBody(answer)) } : {}),
      })),
      setupClient(client: Client) {
        client.on('request', () => {
          if (inFlight !== null) {
            // Autocannon keeps the lost request queued when the server closed the connection without an
            // answer, and would pair the next answer (its time, its body check) with it: drop it.
            client.pipelinedRequests?.clear();
            orphan = inFlight;
            queueMicrotask(() => {
              if (orphan !== null) fail(orphan, 'closed without an answer');
              orphan = null;
            });
          }
          inFlight = round[sent++ % round.length]!.endpoint;
        });
        client.on('response', (status: number, _bytes: number, responseTimeMs: number) => {
          if (inFlight === null) return;
          const tally = tallyOf(inFlight);
          inFlight = null;
          const ok = status >= 200 && status < 300;
          const outcome = ok && !bodyPassed ? 'unexpected body' : String(status);
          bodyPassed = true;
          tally.statuses[outcome] = (tally.statuses[outcome] ?? 0) + 1;
          if (ok && outcome !== 'unexpected body') tally.latencies.push(responseTimeMs);
          else tally.errors += 1;
        });
        // Autocannon sends the next request on a new connection before it reports the timeout.
        client.on('timeout', () => {
          if (orphan !== null) fail(orphan, 'timeout');
          orphan = null;
        });
        client.on('connError', (error: NodeJS.ErrnoException) => {
          if (inFlight !== null) fail(inFlight, error.code ?? 'connection error');
          inFlight = null;
        });
      },
    });
  };

  const spread = options.requestsPerSecondPerUser ? 1000 / users.length : 0;
  const started = performance.now();
  await Promise.all(
    users.map((round, i) => new Promise((resolve) => setTimeout(resolve, i * spread)).then(() => runUser(round))),
  );
  const seconds = (performance.now() - started) / 1000;
  const all: Tally = { latencies: [], errors: 0, statuses: {} };
  for (const tally of tallies.values()) {
    for (const latency of tally.latencies) all.latencies.push(latency);
    all.errors += tally.errors;
  }
  return {
    durationSeconds: roundTo(seconds, 1),
    total: summarise(all, seconds),
    endpoints: [...tallies].map(([endpoint, tally]) => ({ endpoint, ...summarise(tally, seconds), statuses: tally.statuses })),
  };
}

/** Keeps `connections` requests in flight against `url` for the duration, timing every response. */
export async function loadTest(url: string, { connections, durationSeconds, headers }: LoadOptions): Promise<LoadResult> {
  const { origin, pathname, search } = new URL(url);
  const round: LoadRequest[] = [{ endpoint: pathname, method: 'GET', path: `${pathname}${search}`, headers }];
  return (await mixedLoadTest(origin, Array.from({ length: connections }, () => round), { durationSeconds })).total;
}
