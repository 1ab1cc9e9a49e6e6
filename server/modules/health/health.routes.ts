import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { HealthStatus } from '../../../src/api/contracts/health.ts';

const HEALTH_PATHS = ['/api/health', '/health'];

export function isHealthCheck(request: FastifyRequest): boolean {
  return HEALTH_PATHS.includes(request.routeOptions.url ?? '');
}

export interface HealthRoutesOptions {
  /** Whether the database answers a trivial query now; resolves (never rejects) within a bound of its own. */
  databaseAnswers: () => Promise<boolean>;
}

/**
 * Public probe, free of auth and rate limits: 200 when the database answers, 503 'degraded' while it is away
 * (the process is alive and recovers by itself when the database is back).
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { databaseAnswers }) => {
  for (const url of HEALTH_PATHS) {
    app.get(url, async (_request, reply): Promise<HealthStatus> => {
      if (await databaseAnswers()) return { status: 'ok', database: 'ok' };
      reply.code(503);
      return { status: 'degraded', database: 'unavailable' };
    });
  }
};
