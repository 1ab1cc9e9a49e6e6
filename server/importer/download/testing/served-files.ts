import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { listenOnLoopback } from '../../../testing/loopback-server.ts';

export interface ServedFiles {
  /** Its origin, http://127.0.0.1:<port> */
  baseUrl: string;
  /** Serves `body` at `pathname` from now on (a new body gets a new ETag and Last-Modified). */
  serve(pathname: string, body: Uint8Array | string): void;
  remove(pathname: string): void;
  stop(): Promise<void>;
}

/**
 * A loopback HTTP server of files by path, answering as FDA's hosts do: an ETag and Last-Modified with each
 * file, 304 to a request whose If-None-Match names the current ETag, 404 for a path it does not hold.
 */
export async function startServedFiles(): Promise<ServedFiles> {
  const files = new Map<string, { body: Buffer; etag: string; lastModified: string }>();
  let version = 0;
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://served').pathname);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('Not Found');
    }
    const validators = { etag: file.etag, 'last-modified': file.lastModified };
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, validators);
      return response.end();
    }
    const type = request.url?.endsWith('.json') ? 'application/json' : 'application/zip';
    response.writeHead(200, { ...validators, 'content-type': type, 'content-length': String(file.body.length) });
    response.end(file.body);
  });
  const loopback = await listenOnLoopback(server);
  return {
    baseUrl: `http://127.0.0.1:${loopback.port}`,
    serve(pathname, body) {
      const bytes = Buffer.from(body);
      const etag = `"${createHash('sha1').update(bytes).digest('hex')}"`;
      files.set(pathname, { body: bytes, etag, lastModified: new Date(Date.UTC(2026, 0, 1) + ++version * 1000).toUTCString() });
    },
    remove: (pathname) => files.delete(pathname),
    stop: () => loopback.stop(),
  };
}
