import { type } from 'arktype';

/**
 * GET /api/health: 200 with status 'ok' when the server and its database answer; 503 with status 'degraded'
 * while the database is away (the process itself is alive and recovers on its own: docs/operations.md).
 */
export const HealthStatus = type({ status: "'ok' | 'degraded'", database: "'ok' | 'unavailable'" });
export type HealthStatus = typeof HealthStatus.infer;
