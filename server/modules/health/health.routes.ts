import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { HealthStatus } from '../../../src/api/contracts/health.ts';

const HEALTH_PATHS = ['/api/health', '/health'];

export function isHealthCheck(request: FastifyRequest): boolean {
  return HEALTH_PATHS.includes(request.routeOptions.url ?? '');
}

/** Public liveness probe, free of auth and rate limits. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  for (const url of HEALTH_PATHS) app.get(url, async (): Promise<HealthStatus> => ({ status: 'ok' }));
};
