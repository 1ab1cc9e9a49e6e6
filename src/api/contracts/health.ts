import { type } from 'arktype';

export const HealthStatus = type({ status: "'ok'" });
export type HealthStatus = typeof HealthStatus.infer;
