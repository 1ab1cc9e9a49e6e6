import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type } from 'arktype';
import { ApiError, AuthError, NetworkError } from '../app/errors/errors';
import type { AuthProvider } from './auth-provider';
import { createApiClient } from './clients';
import { deleteJson, getJson, NoContent, postJson } from './json';

/** An HTTP stand-in for the far side: each path answers one way and every request is recorded. */
interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}
const seen: Seen[] = [];

const routes: Record<string, (res: http.ServerResponse, req: Seen) => void> = {
  '/echo': (res, req) => json(res, 200, { method: req.method, url: req.url, body: req.body }),
  '/error-body': (res) =>
    json(res, 422, {
      message: 'device_name is required',
      code: 'VALIDATION_ERROR',
      status: 422,
      requestId: 'req_1',
      field: 'device_name',
    }),
  '/plain-failure': (res) => {
    res.writeHead(503, 'Service Unavailable', { 'content-type': 'text/plain', 'x-request-id': 'req_2' });
    res.end('upstream down');
  },
  '/wrong-shape': (res) => json(res, 200, { accepted: 'yes' }),
  '/not-json': (res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello');
  },
  '/no-content': (res) => {
    res.writeHead(204);
    res.end();
  },
  '/slow': () => {},
  '/unauthorized': (res) => json(res, 401, { message: 'nope', code: 'AUTH_ERROR', status: 401, requestId: 'req_3' }),
};

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const record = { method: req.method!, url: req.url!, authorization: req.headers.authorization, body };
    seen.push(record);
    const path = new URL(req.url!, 'http://x').pathname.replace('/base', '');
    (
      routes[path] ?? ((r) => json(r, 404, { message: 'no route', code: 'NOT_FOUND', status: 404, requestId: 'req_4' }))
    )(res, record);
  });
});
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/base`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const tokens = (): AuthProvider & { calls: boolean[] } => {
  const calls: boolean[] = [];
  return {
    calls,
    async getIdToken(forceRefresh) {
      calls.push(forceRefresh);
      return forceRefresh ? 'fresh-token' : 'cached-token';
    },
  };
};

const client = (auth: AuthProvider = tokens(), timeoutMs = 5000) => createApiClient({ baseUrl: base, timeoutMs, auth });
const Echo = type({ method: 'string', url: 'string', body: 'string' });

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('API client', () => {
  it('sends the bearer token, the query (without empty values) and the JSON body', async () => {
    seen.length = 0;
    const answer = await postJson(client(), '/echo', { device_name: 'Pump' }, Echo, {
      query: { product_code: 'dqy', limit: 10, start_date: undefined, end_date: null },
    });
    expect(answer).toEqual({
      method: 'POST',
      url: '/base/echo?product_code=dqy&limit=10',
      body: JSON.stringify({ device_name: 'Pump' }),
    });
    expect(seen[0]!.authorization).toBe('Bearer cached-token');
  });

  it('maps a server ErrorBody onto an ApiError', async () => {
    const error = await failure(getJson(client(), '/error-body', Echo));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'device_name is required',
      code: 'VALIDATION_ERROR',
      status: 422,
      requestId: 'req_1',
      field: 'device_name',
    });
  });

  it('maps other failures onto an ApiError with the status text', async () => {
    const error = await failure(getJson(client(), '/plain-failure', Echo));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Service Unavailable',
      status: 503,
      code: 'HTTP_ERROR',
      requestId: 'req_2',
    });
  });

  it('rejects an answer that breaks the contract', async () => {
    const error = await failure(getJson(client(), '/wrong-shape', type({ accepted: 'boolean' })));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'CONTRACT_MISMATCH', status: 502 });
    expect((error as ApiError).message).toContain('accepted must be boolean');
  });

  it('rejects an answer that is not JSON', async () => {
    const error = await failure(getJson(client(), '/not-json', Echo));
    expect(error).toMatchObject({
      code: 'CONTRACT_MISMATCH',
      message: 'Unexpected response from /not-json: the body is not JSON',
    });
  });

  it('accepts an empty answer where the contract says NoContent', async () => {
    await expect(deleteJson(client(), '/no-content', NoContent)).resolves.toBeUndefined();
  });

  it('a timeout is a NetworkError', async () => {
    const error = await failure(getJson(client(tokens(), 100), '/slow', Echo));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0, message: 'Request timed out' });
  });

  it('a refused connection is a NetworkError', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 5000, auth: tokens() });
    const error = await failure(getJson(offline, '/anything', Echo));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe('Network connection failed');
  });

  it("leaves the caller's own abort as an AbortError", async () => {
    const controller = new AbortController();
    const pending = failure(getJson(client(), '/slow', Echo, { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('retries a 401 once with a forced token and then gives up with an AuthError', async () => {
    seen.length = 0;
    const auth = tokens();
    const error = await failure(getJson(client(auth), '/unauthorized', Echo));
    expect(error).toBeInstanceOf(AuthError);
    expect(auth.calls).toEqual([false, true]);
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer cached-token', 'Bearer fresh-token']);
  });

  it('a token that cannot be had is an AuthError without a request', async () => {
    seen.length = 0;
    const signedOut: AuthProvider = { getIdToken: () => Promise.reject(new AuthError('Not signed in')) };
    const error = await failure(getJson(client(signedOut), '/echo', Echo));
    expect(error).toMatchObject({ name: 'AuthError', message: 'Not signed in' });
    expect(seen).toHaveLength(0);
  });
});
