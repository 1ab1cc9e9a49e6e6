import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/authenticate.ts';
import { routeNotFound } from './errors.ts';

/**
 * The plugin of one API base (register it with the base as prefix): every route in it needs a signed-in
 * user, checked before anything else (so an unknown route answers 401 to a stranger and 404 to a user),
 * and `addRoutes` registers the route modules.
 */
export function apiBase(addRoutes: (api: FastifyInstance) => Promise<void> = async () => {}): FastifyPluginAsync {
  return async (api) => {
    api.addHook('onRequest', async (request) => {
      requireUser(request);
    });
    api.setNotFoundHandler(async (request) => {
      throw routeNotFound(request.method, request.url);
    });
    await addRoutes(api);
  };
}
