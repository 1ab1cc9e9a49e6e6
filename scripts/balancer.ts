import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { REQUEST_ID_HEADER, type ErrorBody } from '../src/api/contracts/error-body.ts';
import { ERROR_CODES } from '../src/api/contracts/error-codes.ts';
import { requestIdFor } from '../server/http/request-id.ts';

export interface BalancerOptions {
  /** The servers' origins, e.g. http://127.0.0.1:8801. */
  upstreams: readonly string[];
  host?: string;
  /** 0 (the default) lets the OS pick. */
  port?: number;
  /** How long an upstream that refused a connection is passed over before it is tried again. */
  deadForMs?: number;
}

export interface RunningBalancer {
  url: string;
  port: number;
  /** Requests each upstream has been sent, in the order of `upstreams`. */
  forwarded(): number[];
  close(): Promise<void>;
}

interface Upstream {
  origin: string;
  hostname: string;
  port: number;
  inFlight: number;
  forwarded: number;
  deadUntil: number;
}

/** Headers about one connection, not the message: they are not forwarded (RFC 9110, section 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect']);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set((String(headers.connection ?? '')).split(',').map((name) => name.trim().toLowerCase()));
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)));
}

/** The request's headers for the server: the client's address appended to X-Forwarded-For, and its scheme. */
function forwardedHeaders(request: IncomingMessage, requestId: string): IncomingHttpHeaders {
  const headers = endToEnd(request.headers);
  const client = request.socket.remoteAddress ?? 'unknown';
  const earlier = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = earlier ? `${String(earlier)}, ${client}` : client;
  headers['x-forwarded-proto'] = 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
  headers[REQUEST_ID_HEADER] = requestId;
  return headers;
}

/** Failures of the connection itself: before the body was sent, the request may go to another server. */
const REFUSED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'EPIPE']);
/** Requests without a body that change nothing: sent again elsewhere even when the connection broke after them. */
const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

function badGateway(response: ServerResponse, requestId: string, message: string): void {
  const body: ErrorBody = { message, code: ERROR_CODES.unavailable, status: 502, requestId };
  response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', [REQUEST_ID_HEADER]: requestId, connection: 'close' });
  response.end(JSON.stringify(body));
}

/**
 * A local HTTP load balancer for several Clearway processes: each request goes to the live upstream with the
 * fewest requests in flight (round-robin among equals), bodies streamed both ways (SSE replies included, as
 * they come). An upstream that refuses a connection is passed over for `deadForMs` and the request goes to
 * the next one (its body is not read until a connection is made, so nothing is lost); when none answers,
 * the client gets a 502 JSON error body naming them. Run the servers with TRUST_PROXY=127.0.0.1 so that
 * they see each client's address (X-Forwarded-For) rather than the balancer's.
 */
export async function startBalancer({ upstreams, host = '127.0.0.1', port = 0, deadForMs = 2_000 }: BalancerOptions): Promise<RunningBalancer> {
  if (upstreams.length === 0) throw new Error('The balancer needs at least one upstream');
  const pool: Upstream[] = upstreams.map((origin) => {
    const url = new URL(origin);
    if (url.protocol !== 'http:') throw new Error(`An upstream must be an http:// origin (got ${origin})`);
    return { origin: url.origin, hostname: url.hostname, port: Number(url.port || 80), inFlight: 0, forwarded: 0, deadUntil: 0 };
  });
  const agent = new Agent({ keepAlive: true });
  let turn = 0;

  /** Live upstreams first (fewest in flight, then in turn), the ones passed over after them. */
  const preference = (): Upstream[] => {
    const now = Date.now();
    const start = turn++ % pool.length;
    const rotated = [...pool.slice(start), ...pool.slice(0, start)];
    const live = rotated.filter((u) => u.deadUntil <= now).sort((a, b) => a.inFlight - b.inFlight);
    return [...live, ...rotated.filter((u) => u.deadUntil > now)];
  };

  const forward = (request: IncomingMessage, response: ServerResponse, requestId: string, candidates: Upstream[], failures: string[]): void => {
    const upstream = candidates.shift();
    if (!upstream) {
      badGateway(response, requestId, `No Clearway server behind the balancer answered (${failures.join('; ')}).`);
      return;
    }
    let bodySent = false;
    let finished = false;
    let clientGone = false;
    upstream.inFlight += 1;
    upstream.forwarded += 1;
    const done = () => {
      if (!finished) upstream.inFlight -= 1;
      finished = true;
    };
    const outgoing = httpRequest({
      agent,
      hostname: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: forwardedHeaders(request, requestId),
    });
    const sendBody = () => {
      bodySent = true;
      request.pipe(outgoing);
    };
    outgoing.once('socket', (socket: Socket) => (socket.connecting ? socket.once('connect', sendBody) : sendBody()));
    outgoing.once('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      response.flushHeaders();
      answer.pipe(response);
      answer.once('close', done);
    });
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      done();
      // Our own abort for a client that went away: the upstream did nothing wrong and nobody waits for a retry.
      if (clientGone) return;
      if (response.headersSent) return void response.destroy(error);
      failures.push(`${upstream.origin}: ${error.code ?? error.message}`);
      if ((!bodySent || WITHOUT_BODY.has(request.method ?? '')) && REFUSED.has(error.code ?? '')) {
        upstream.deadUntil = Date.now() + deadForMs;
        return forward(request, response, requestId, candidates, failures);
      }
      badGateway(response, requestId, `The Clearway server at ${upstream.origin} failed to answer (${error.code ?? error.message}).`);
    });
    // The client went away (a stopped chat reply): the server's request is aborted too.
    response.once('close', () => {
      if (response.writableFinished) return;
      clientGone = true;
      outgoing.destroy();
    });
  };

  const server = createServer((request, response) => {
    const requestId = requestIdFor(request);
    forward(request, response, requestId, preference(), []);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    port: bound,
    forwarded: () => pool.map((u) => u.forwarded),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
