import { createServer, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../../../../testing/loopback-server.ts';
import { FIXTURES, fixtureBody, fixtureJson, type StandInFixture } from './openfda-fixtures.ts';

/** A request the stand-in received: its path and openFDA parameters (the API key as sent, if any). */
export interface StandInRequest {
  path: string;
  search: string | null;
  count: string | null;
  limit: string | null;
  apiKey: string | null;
}

/**
 * An answer scripted for the next request, whatever it asks: openFDA's gateway's rate limit (429), openFDA's
 * server error (500), the socket closed without an answer, or the request's own answer after a delay.
 */
export type ScriptedAnswer = 'rate-limit' | 'server-error' | 'drop' | { delayMs: number };

export interface OpenFdaStandIn {
  /** What OPENFDA_BASE_URL is set to: http://127.0.0.1:<port> */
  baseUrl: string;
  requests: StandInRequest[];
  /** Appends answers for the next requests, in order; the requests after them get their fixtures again. */
  script(...answers: ScriptedAnswer[]): void;
  stop(): Promise<void>;
}

export interface OpenFdaStandInOptions {
  fixtures?: StandInFixture[];
  /** The API key the gateway knows: a request with another key gets its 403 (one without a key is served). */
  apiKey?: string;
}

/** openFDA's own parameters; api_key is taken by the api.data.gov gateway in front of it. */
const OPENFDA_PARAMETERS = new Set(['search', 'count', 'limit', 'skip']);

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', server: 'openFDA stand-in' });
  response.end(JSON.stringify(body, null, 2));
}

function sendFixture(response: ServerResponse, status: number, file: string) {
  send(response, status, fixtureJson(file));
}

/**
 * A real HTTP server on 127.0.0.1 (random port) answering like api.fda.gov for the queries of its fixtures
 * (fixtures/README.md): the same paths, parameters, JSON and statuses, including openFDA's "no match" 404,
 * the gateway's 403 for a wrong API key and 429 for the rate limit. A query it has no fixture for gets a 500
 * that says so, so a test never mistakes a missing fixture for a real answer. The fixtures' bodies are made
 * before it listens (the data answers computed from FDA_DATA_DIR), so no request waits for the FDA files.
 */
export async function startOpenFdaStandIn({ fixtures = FIXTURES, apiKey }: OpenFdaStandInOptions = {}): Promise<OpenFdaStandIn> {
  const requests: StandInRequest[] = [];
  const scripted: ScriptedAnswer[] = [];
  const bodies = new Map(fixtures.map((fixture) => [fixture, fixtureBody(fixture)]));

  const answer = (response: ServerResponse, path: string, params: URLSearchParams) => {
    const unknown = [...params.keys()].find((name) => name !== 'api_key' && !OPENFDA_PARAMETERS.has(name));
    if (unknown !== undefined) return send(response, 400, { error: { code: 'BAD_REQUEST', message: `Invalid parameter: ${unknown}` } });
    const limit = params.has('limit') ? Number(params.get('limit')) : null;
    const fixture = fixtures.find(
      (f) => f.path === path && f.search === params.get('search') && f.count === params.get('count') && (f.limit ?? null) === limit,
    );
    if (fixture === undefined) {
      return send(response, 500, { error: { code: 'SERVER_ERROR', message: `The openFDA stand-in has no fixture for ${path}?${params}` } });
    }
    send(response, fixture.status, bodies.get(fixture));
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const params = url.searchParams;
    requests.push({
      path: url.pathname,
      search: params.get('search'),
      count: params.get('count'),
      limit: params.get('limit'),
      apiKey: params.get('api_key'),
    });
    if (request.method !== 'GET' || !['/device/event.json', '/device/recall.json'].includes(url.pathname)) {
      return sendFixture(response, 404, 'url-not-found.json');
    }
    if (params.has('api_key') && params.get('api_key') !== apiKey) return sendFixture(response, 403, 'api-key-invalid.json');
    const next = scripted.shift();
    if (next === 'rate-limit') return sendFixture(response, 429, 'rate-limit.json');
    if (next === 'server-error') return sendFixture(response, 500, 'server-error.json');
    if (next === 'drop') return response.socket?.destroy();
    if (next === undefined) return answer(response, url.pathname, params);
    loopback.answerLater(response, next.delayMs, () => answer(response, url.pathname, params));
  });
  const loopback = await listenOnLoopback(server);

  return {
    baseUrl: `http://127.0.0.1:${loopback.port}`,
    requests,
    script: (...answers) => void scripted.push(...answers),
    stop: () => loopback.stop(),
  };
}
