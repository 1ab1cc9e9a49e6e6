import type { RiskLevel } from './ai.ts';

// SPEC.md section 4's risk level, shared by the server's risk engine and the browser's risk snapshot.

/** The parts of the risk total (SPEC.md section 4): adverse-event entries, the sum of their counts, recalls. */
export interface RiskTotal {
  entries: number;
  reports: number;
  recalls: number;
  total: number;
}

export const LOW_RISK_MAX_TOTAL = 10;
export const MEDIUM_RISK_MAX_TOTAL = 100;

/**
 * total = number of adverse-event entries + sum of their counts + recalls, literally as SPEC.md section 4
 * writes it (DESIGN.md section 7), so the risk card and the written snapshot agree.
 */
export function riskTotal(adverseEvents: readonly { count: number }[], recalls: number): RiskTotal {
  const reports = adverseEvents.reduce((sum, { count }) => sum + count, 0);
  return { entries: adverseEvents.length, reports, recalls, total: adverseEvents.length + reports + recalls };
}

/** 10 or less is LOW, up to 100 MEDIUM, above 100 HIGH. */
export function riskLevel(total: number): RiskLevel {
  if (total <= LOW_RISK_MAX_TOTAL) return 'LOW';
  return total <= MEDIUM_RISK_MAX_TOTAL ? 'MEDIUM' : 'HIGH';
}
