import { NOT_AVAILABLE, type FetchedSummaryRef, type RecallRef } from '../../../../src/api/contracts/ai.ts';
import type { DeviceRow } from '../../../../src/api/contracts/data.ts';
import type { DeviceDocumentTexts } from '../../fda/devices/devices.repository.ts';

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

/**
 * A device whose summary was fetched from FDA's host (it then has no imported document): its row with the
 * summary's predicates where the data links none, and the rows the summary filled.
 */
export function withFetchedSummary(device: DeviceRow, documents: readonly DeviceDocumentTexts[]): { device: DeviceRow; fetched?: FetchedSummaryRef } {
  const summary = documents.find((document) => document.k_number === device.k_number && document.fetched_from !== null);
  if (!summary) return { device };
  const predicates = device.predicate_k_numbers.length === 0 ? summary.fetched_predicates : [];
  const filled: [string, boolean][] = [
    ['Intended Use', Boolean(device.summary_intended_use?.trim())],
    ['Device Description', Boolean(device.summary_device_description?.trim())],
    ['Predicates', predicates.length > 0],
  ];
  return {
    device: predicates.length > 0 ? { ...device, predicate_k_numbers: predicates } : device,
    fetched: { url: summary.fetched_from!, fetched_at: summary.fetched_at ?? '', keys: filled.filter(([, held]) => held).map(([key]) => key) },
  };
}
