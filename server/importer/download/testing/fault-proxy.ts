import { createServer } from 'node:http';
import { listenOnLoopback } from '../../../testing/loopback-server.ts';

/**
 * What the proxy does to the answers for one path: a status instead of the file; the file stalling after
 * `afterBytes` (its length announced, nothing more sent); the file cut short after `afterBytes`, either with
 * its full length announced and the connection dropped (`dropped`) or as a shorter file that ends cleanly
 * (`truncated`); or the file's bytes edited. Each applies to the next `times` answers (all, unless told).
 */
export type Fault = { times?: number } & (
  | { kind: 'status'; status: number }
  | { kind: 'stall'; afterBytes: number }
  | { kind: 'cut'; afterBytes: number; how: 'dropped' | 'truncated' }
  | { kind: 'edit'; edit: (body: Buffer) => Buffer }
);

export interface FaultProxy {
  /** Its origin: what FDA_FILES_BASE_URL / OPENFDA_BASE_URL are set to. */
  baseUrl: string;
  /** Makes the answers for `pathname` faulty, in place of any fault set for it before. */
  fault(pathname: string, fault: Fault): void;
  clear(): void;
  /** The paths asked, in order, with the conditional headers they came with. */
  requests: { path: string; conditional: boolean }[];
  stop(): Promise<void>;
}

const PASSED_HEADERS = ['content-type', 'etag', 'last-modified'];

/**
 * A loopback HTTP proxy in front of `upstream` (an origin) that answers as the upstream does, except where a
 * fault is set. In JSON answers (openFDA's download index) the upstream's origin becomes the proxy's, so
 * that the partitions the index lists are fetched through the proxy too.
 */
export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const faults = new Map<string, Fault>();
  const requests: FaultProxy['requests'] = [];
  let origin = '';

  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://proxy').pathname;
    const conditional = ['if-none-match', 'if-modified-since'].filter((name) => request.headers[name] !== undefined);
    requests.push({ path: pathname, conditional: conditional.length > 0 });
    const fault = faults.get(pathname);
    if (fault && fault.times !== undefined && --fault.times <= 0) faults.delete(pathname);
    if (fault?.kind === 'status') {
      response.writeHead(fault.status, { 'content-type': 'text/plain' });
      return response.end(`fault: ${fault.status}`);
    }
    const headers = Object.fromEntries(conditional.map((name) => [name, String(request.headers[name])]));
    const answer = await fetch(`${upstream}${request.url}`, { headers });
    let body: Buffer = Buffer.from(await answer.arrayBuffer());
    const passed = Object.fromEntries(PASSED_HEADERS.flatMap((name) => (answer.headers.get(name) ? [[name, answer.headers.get(name)!]] : [])));
    if (passed['content-type']?.includes('json')) body = Buffer.from(body.toString('utf-8').replaceAll(upstream, origin));
    if (fault?.kind === 'edit') body = fault.edit(body);
    if (answer.status === 304) {
      response.writeHead(304, passed);
      return response.end();
    }
    if (fault?.kind === 'cut' && fault.how === 'truncated') {
      response.writeHead(answer.status, passed); // no length: the shorter file ends like a whole one
      return response.end(body.subarray(0, fault.afterBytes));
    }
    response.writeHead(answer.status, { ...passed, 'content-length': String(body.length) });
    if (fault?.kind === 'stall') return response.write(body.subarray(0, fault.afterBytes));
    if (fault?.kind === 'cut') {
      response.write(body.subarray(0, fault.afterBytes), () => response.destroy());
      return;
    }
    response.end(body);
  });
  const loopback = await listenOnLoopback(server);
  origin = `http://127.0.0.1:${loopback.port}`;
  return {
    baseUrl: origin,
    fault: (pathname, fault) => faults.set(pathname, { ...fault }),
    clear: () => faults.clear(),
    requests,
    stop: () => loopback.stop(),
  };
}
