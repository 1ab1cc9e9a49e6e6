import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeNotFound } from './errors.ts';

const NOT_BUILT_MESSAGE =
  'The Clearway web app has not been built yet: run `npm run build`, then restart the server.\n';

/** A browser navigating to a client route (e.g. /strategy/risk), as opposed to a missing file or API. */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Serves the built SPA from `root` (public, no token needed) and answers every other page request with its
 * index.html so that client routes survive a reload. Without a build, page requests get a 503 saying so.
 * Everything else no route answers gets the 404 ErrorBody.
 */
export async function serveSinglePageApp(app: FastifyInstance, root: string): Promise<void> {
  const indexFile = path.join(root, 'index.html');
  const assetsDir = path.join(root, 'assets') + path.sep;
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      setHeaders: (reply, filePath) => {
        // index.html must be revalidated so a new build shows; Vite names everything under assets/ by content hash.
        if (filePath === indexFile) reply.header('cache-control', 'no-cache');
        else if (filePath.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) throw routeNotFound(request.method, request.url);
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    return reply.sendFile('index.html');
  });
}
