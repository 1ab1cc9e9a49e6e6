import { clearanceDecision, pmnRecordsOf } from '../../../../server/modules/fda/testing/raw-fda-facts.ts';
import { daysBetween, isoDay } from '../../../../server/modules/fda/testing/raw-fda-records.ts';

export { scenarioFromFoiclass } from '../../../../server/modules/fda/testing/foiclass-scenario.ts';

/** The mean receipt-to-decision days of a code's clearances in FDA's July 2026 monthly 510(k) file. */
export function meanClearanceDaysJuly2026(productCode: string): number {
  const isClearance = clearanceDecision();
  const days = pmnRecordsOf('510k/pmnlstmn_2026-07.txt')
    .filter((record) => record.PRODUCTCODE === productCode && isClearance(record.DECISION!))
    .map((record) => daysBetween(isoDay(record.DATERECEIVED)!, isoDay(record.DECISIONDATE)!));
  if (days.length === 0) throw new Error(`No ${productCode} clearance in the July 2026 file`);
  return Math.round(days.reduce((sum, day) => sum + day, 0) / days.length);
}
