import autocannon from 'autocannon';
import { distribution, type Distribution } from '../lib/stats';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  /** Latency of every response, summarised (samples left out: there are tens of thousands). */
  latencyMs: Omit<Distribution, 'samples'>;
  requests: number;
  requestsPerSecond: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

/** Keeps `connections` requests in flight against `url` for the duration, timing every response. */
export async function loadTest(url: string, { connections, durationSeconds, headers }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections, duration: durationSeconds, headers });
  instance.on('response', (_client, _status, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
  const result = await instance;
  const { p50, p95 } = distribution(latencies.length > 0 ? latencies : [Number.NaN]);
  return {
    latencyMs: { p50, p95 },
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
