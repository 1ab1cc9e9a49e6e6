import { createHash, randomBytes } from 'node:crypto';
import { createServer, get, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBody } from '../src/api/contracts/error-body.ts';
import { listenOnLoopback, type LoopbackServer } from '../server/testing/loopback-server.ts';
import { startBalancer, type RunningBalancer } from './balancer';
import { findFreePort } from './free-port';

const running: Array<{ stop?: () => Promise<void>; close?: () => Promise<void> }> = [];
afterEach(async () => {
  while (running.length > 0) {
    const item = running.pop()!;
    await (item.close ?? item.stop)!();
  }
});

interface Seen {
  name: string;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  bodySha256: string;
}

/** An upstream that answers every request with what it saw, its name first (and keeps what it saw). */
async function echoUpstream(name: string, seen: Seen[] = [], port = 0): Promise<LoopbackServer & { seen: Seen[]; origin: string }> {
  const server = createServer(async (request, response) => {
    const hash = createHash('sha256');
    for await (const chunk of request) hash.update(chunk as Buffer);
    const entry = { name, method: request.method!, url: request.url!, headers: request.headers, bodySha256: hash.digest('hex') };
    seen.push(entry);
    response.writeHead(200, { 'content-type': 'application/json', 'x-upstream': name }).end(JSON.stringify(entry));
  });
  const loopback = await listenOnLoopback(server, port);
  running.push(loopback);
  return { ...loopback, seen, origin: `http://127.0.0.1:${loopback.port}` };
}

async function balancerOver(upstreams: string[], deadForMs?: number): Promise<RunningBalancer> {
  const balancer = await startBalancer({ upstreams, deadForMs });
  running.push(balancer);
  return balancer;
}

describe('the balancer', () => {
  it('shares requests out over the upstreams, each with the path, method and body the client sent', async () => {
    const [a, b] = [await echoUpstream('a'), await echoUpstream('b')];
    const balancer = await balancerOver([a.origin, b.origin]);
    const body = randomBytes(300_000);
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await (await fetch(`${balancer.url}/api/x?i=${i}`, { method: 'POST', body })).json()) as Seen);
    }
    expect(answers.map((answer) => answer.name).sort()).toEqual(['a', 'a', 'a', 'b', 'b', 'b']);
    expect(answers.map((answer) => answer.url)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `/api/x?i=${i}`));
    expect(new Set(answers.map((answer) => answer.bodySha256))).toEqual(new Set([createHash('sha256').update(body).digest('hex')]));
    expect(balancer.forwarded()).toEqual([3, 3]);
  });

  it('sends a request to the upstream with the fewest in flight', async () => {
    const release: Array<() => void> = [];
    const slow = createServer((_request, response) => release.push(() => response.end('slow')));
    const slowServer = await listenOnLoopback(slow);
    running.push(slowServer);
    const fast = await echoUpstream('fast');
    const balancer = await balancerOver([`http://127.0.0.1:${slowServer.port}`, fast.origin]);
    const pending = fetch(`${balancer.url}/held`).then((r) => r.text());
    while (release.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    for (let i = 0; i < 3; i++) expect((await fetch(`${balancer.url}/quick`)).headers.get('x-upstream')).toBe('fast');
    release[0]!();
    expect(await pending).toBe('slow');
  });

  it("tells the server the client's address and scheme, keeps its request id, and drops hop-by-hop headers", async () => {
    const upstream = await echoUpstream('a');
    const balancer = await balancerOver([upstream.origin]);
    // node:http rather than fetch, which refuses to send hop-by-hop headers at all.
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(
        `${balancer.url}/h`,
        {
          headers: {
            'x-forwarded-for': '203.0.113.7',
            'x-request-id': 'req_client-1234',
            connection: 'keep-alive, x-hop',
            'keep-alive': 'timeout=5',
            'x-hop': 'for the balancer only',
            'x-kept': 'yes',
          },
        },
        resolve,
      ).once('error', reject),
    );
    let text = '';
    for await (const chunk of response) text += String(chunk);
    const { headers } = JSON.parse(text) as Seen;
    expect(headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-request-id']).toBe('req_client-1234');
    expect(headers['x-kept']).toBe('yes');
    expect([headers['keep-alive'], headers['x-hop']]).toEqual([undefined, undefined]);
  });

  it('streams an event-stream reply as it comes, and aborts the upstream request when the client goes away', async () => {
    let sendSecond!: () => void;
    let upstreamClosed!: Promise<unknown>;
    const server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: first\n\n');
      sendSecond = () => response.write('data: second\n\n');
      upstreamClosed = new Promise((resolve) => request.socket.once('close', resolve));
    });
    const upstream = await listenOnLoopback(server);
    running.push(upstream);
    const balancer = await balancerOver([`http://127.0.0.1:${upstream.port}`]);

    const abort = new AbortController();
    const reader = (await fetch(`${balancer.url}/stream`, { signal: abort.signal })).body!.getReader();
    const next = async () => new TextDecoder().decode((await reader.read()).value);
    expect(await next()).toBe('data: first\n\n');
    sendSecond();
    expect(await next()).toBe('data: second\n\n');
    abort.abort();
    await upstreamClosed;
  });

  it('neither retries nor passes over an upstream when the client goes away before its answer', async () => {
    const seen: string[] = [];
    const slowUpstream = async (name: string) => {
      const server = createServer((_request, response) => {
        seen.push(name);
        setTimeout(() => response.end(name), 300);
      });
      const loopback = await listenOnLoopback(server);
      running.push(loopback);
      return `http://127.0.0.1:${loopback.port}`;
    };
    const balancer = await balancerOver([await slowUpstream('a'), await slowUpstream('b')]);
    const abort = new AbortController();
    const gone = fetch(`${balancer.url}/slow`, { signal: abort.signal }).catch((error: Error) => error.name);
    setTimeout(() => abort.abort(), 100);
    expect(await gone).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen).toHaveLength(1);
    // Both upstreams still count as alive: two requests at once go one to each.
    seen.length = 0;
    await Promise.all([fetch(`${balancer.url}/y`).then((r) => r.text()), fetch(`${balancer.url}/z`).then((r) => r.text())]);
    expect(seen.sort()).toEqual(['a', 'b']);
  });

  it('skips an upstream that refuses connections, losing no request body, and comes back to it once it answers', async () => {
    const deadPort = await findFreePort();
    const alive = await echoUpstream('alive');
    const balancer = await balancerOver([`http://127.0.0.1:${deadPort}`, alive.origin], 300);
    const body = randomBytes(100_000);
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${balancer.url}/w`, { method: 'POST', body });
      expect(response.status).toBe(200);
      expect(((await response.json()) as Seen).bodySha256).toBe(createHash('sha256').update(body).digest('hex'));
    }
    // One refused attempt, then it is passed over while it counts as dead.
    expect(balancer.forwarded()).toEqual([1, 6]);

    const revived = await echoUpstream('revived', [], deadPort);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const names = [];
    for (let i = 0; i < 4; i++) names.push(((await (await fetch(`${balancer.url}/r`)).json()) as Seen).name);
    expect(names.sort()).toEqual(['alive', 'alive', 'revived', 'revived']);
    expect(revived.seen).toHaveLength(2);
  });

  it('answers 502 with a JSON error naming the upstreams when none answers', async () => {
    const ports = [await findFreePort(), await findFreePort()];
    const balancer = await balancerOver(ports.map((port) => `http://127.0.0.1:${port}`));
    const response = await fetch(`${balancer.url}/api/rest/v1/x`);
    expect(response.status).toBe(502);
    const body = ErrorBody.assert(await response.json());
    expect(body).toMatchObject({ status: 502, code: 'SERVICE_UNAVAILABLE' });
    expect(body.message).toContain('No Clearway server behind the balancer answered');
    for (const port of ports) expect(body.message).toContain(`http://127.0.0.1:${port}: ECONNREFUSED`);
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
  });
});
