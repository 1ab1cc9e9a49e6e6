import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { HealthStatus } from '../../../src/api/contracts/health.ts';
import type { DataDate } from '../fda/coverage/data-date.repository.ts';

const HEALTH_PATHS = ['/api/health', '/health'];

export function isHealthCheck(request: FastifyRequest): boolean {
  return HEALTH_PATHS.includes(request.routeOptions.url ?? '');
}

export interface HealthRoutesOptions {
  /** Whether the database answers a trivial query now; resolves (never rejects) within a bound of its own. */
  databaseAnswers: () => Promise<boolean>;
  /** The date of the imported FDA data (cached per import). */
  dataDate: () => Promise<DataDate | null>;
}

/**
 * Public probe, free of auth and rate limits: 200 when the database answers, 503 'degraded' while it is away
 * (the process is alive and recovers by itself when the database is back). With 'ok', the date of the FDA data.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { databaseAnswers, dataDate }) => {
  for (const url of HEALTH_PATHS) {
    app.get(url, async (_request, reply): Promise<HealthStatus> => {
      if (await databaseAnswers()) {
        // The date is news, not health: should reading it fail (the database going just now), it is left out.
        const data = await dataDate().catch(() => undefined);
        return { status: 'ok', database: 'ok', ...(data === undefined ? {} : { data }) };
      }
      reply.code(503);
      return { status: 'degraded', database: 'unavailable' };
    });
  }
};
