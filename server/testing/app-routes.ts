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

/** Whether `url` (a query ignored) is an address of `route`: each `:param` stands for one path segment. */
export function routeMatches(route: AppRoute, method: string, url: string): boolean {
  const pattern = route.url.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return route.method === method && new RegExp(`^${pattern.join('/')}$`).test(url.split('?')[0]!);
}

/** `route`'s address with each `:param` replaced by `value`. */
export function addressOf(route: AppRoute, value = 'x'): string {
  return route.url.replace(/:\w+/g, value);
}
