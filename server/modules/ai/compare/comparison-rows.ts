import { NOT_AVAILABLE, type RecallRef } from '../../../../src/api/contracts/ai.ts';
import type { DeviceRow } from '../../../../src/api/contracts/data.ts';

/** The rows of the comparison table, in order; every device gets the same keys. */
const ROWS: readonly [string, (device: DeviceRow, recalls: readonly RecallRef[]) => string | null][] = [
  ['Device Name', (device) => device.device_name],
  ['Applicant', (device) => device.applicant],
  ['Product Code', (device) => device.product_code],
  ['Decision Date', (device) => device.decision_date],
  ['Clearance Time', (device) => (device.processing_time_days === null ? null : `${device.processing_time_days} days`)],
  ['Intended Use', (device) => device.summary_intended_use],
  ['Device Description', (device) => device.summary_device_description],
  ['Technological Characteristics', (device) => device.summary_tech_characteristics],
  ['Predicates', (device) => (device.predicate_k_numbers.length === 0 ? null : device.predicate_k_numbers.join(', '))],
  ['Regulation Number', (device) => device.regulation_number],
  ['Device Class', (device) => device.device_class],
  ['Decision', (device) => device.decision_description],
  ['Summary Type', (device) => device.statement_or_summary],
  ['Recalls', (_, recalls) => (recalls.length === 0 ? null : recalls.map((recall) => `${recall.recall_number} (${recall.date_posted ?? 'date not given'})`).join(', '))],
];

export const COMPARISON_KEYS = ROWS.map(([key]) => key);

/** The static facts of a device, 'N/A' where the data holds none. */
export function comparisonValues(device: DeviceRow, recalls: readonly RecallRef[]): string[] {
  return ROWS.map(([, value]) => {
    const text = value(device, recalls)?.trim();
    return text ? text : NOT_AVAILABLE;
  });
}
