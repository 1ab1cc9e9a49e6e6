import { type } from 'arktype';

/**
 * GET /api/health: 200 with status 'ok' when the server and its database answer; 503 with status 'degraded'
 * while the database is away (the process itself is alive and recovers on its own: docs/operations.md).
 * `data` is the date of the imported FDA data: when it was last imported (ISO time) and the newest 510(k)
 * decision it holds (YYYY-MM-DD); null before any import, absent while the database is away.
 */
export const HealthStatus = type({
  status: "'ok' | 'degraded'",
  database: "'ok' | 'unavailable'",
  'data?': type({ imported_at: 'string', newest_decision_date: 'string | null' }).or('null'),
});
export type HealthStatus = typeof HealthStatus.infer;
