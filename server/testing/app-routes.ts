import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  url: string;
}

/**
 * Every route the app answers but HEAD (Fastify adds one to each GET), read from Fastify's own route tree,
 * so that a test over all routes covers a new one without listing it.
 */
export function routesOf(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = `${stack.at(-1) ?? ''}${match[2]}`;
    stack.push(url);
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) routes.push({ method, url });
  }
  return routes;
}
