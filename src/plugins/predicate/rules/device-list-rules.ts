import type { DeviceRow } from '../../../api/contracts/data';
import { AppError } from '../../../app/errors/errors';
import { DEVICE_LIST_MESSAGES as MESSAGES } from '../board/texts';
import type { PredicateDevice } from '../store';
import { normalizeKNumber, type PredicateDraft } from './devices';

/**
 * SPEC sections 4 and 5, the predicate list of a product code: add, remove, reorder and move, each a pure
 * function that returns the new list (orders from 1) or throws the spec's refusal.
 */

/** A rule said no: thrown for the caller to show, never toasted here. */
export const refusal = (message: string): AppError => new AppError(message, { code: 'VALIDATION_ERROR', status: 400 });

/** SPEC section 5: trimmed, upper-cased, required. */
export function readKNumber(text: string): string {
  const kNumber = normalizeKNumber(text);
  if (kNumber === '') throw refusal(MESSAGES.kNumberRequired);
  return kNumber;
}

export const renumber = (list: readonly PredicateDevice[]): PredicateDevice[] =>
  list.map((device, i) => (device.order === i + 1 ? device : { ...device, order: i + 1 }));

export const findDevice = (list: readonly PredicateDevice[], kNumber: string) => list.find((device) => device.kNumber === normalizeKNumber(kNumber));

export function requireListed(list: readonly PredicateDevice[], kNumber: string): PredicateDevice {
  const device = findDevice(list, kNumber);
  if (!device) throw refusal(MESSAGES.notInList(normalizeKNumber(kNumber)));
  return device;
}

export function assertNotListed(list: readonly PredicateDevice[], kNumber: string): void {
  if (findDevice(list, kNumber)) throw refusal(MESSAGES.duplicate(normalizeKNumber(kNumber)));
}

/** Add: refused when listed, else appended with order = length + 1. */
export function appendDevice(list: readonly PredicateDevice[], draft: PredicateDraft): PredicateDevice[] {
  assertNotListed(list, draft.kNumber);
  return [...list, { ...draft, order: list.length + 1 }];
}

/** Delete: refused when not listed; the rest renumbered from 1. */
export function removeDevice(list: readonly PredicateDevice[], kNumber: string): PredicateDevice[] {
  const removed = requireListed(list, kNumber);
  return renumber(list.filter((device) => device !== removed));
}

export interface Reordered {
  devices: PredicateDevice[];
  /** The order asked for is the one the list has: nothing to do. */
  unchanged: boolean;
}

/** Reorder: the K-numbers must name every listed device once; renumbered from 1; the same order is a no-op. */
export function reorderDevices(list: readonly PredicateDevice[], kNumbers: readonly string[]): Reordered {
  const byK = new Map(list.map((device) => [device.kNumber, device]));
  const ks = kNumbers.map(normalizeKNumber);
  if (ks.length !== list.length || new Set(ks).size !== ks.length || !ks.every((k) => byK.has(k))) throw refusal(MESSAGES.reorderInvalid);
  if (ks.every((k, i) => list[i]!.kNumber === k)) return { devices: [...list], unchanged: true };
  return { devices: renumber(ks.map((k) => byK.get(k)!)), unchanged: false };
}

/** One place earlier (-1) or later (+1); at the edge nothing changes. */
export function moveDevice(list: readonly PredicateDevice[], kNumber: string, step: -1 | 1): Reordered {
  const index = list.indexOf(requireListed(list, kNumber));
  const target = index + step;
  if (target < 0 || target >= list.length) return { devices: [...list], unchanged: true };
  const ks = list.map((device) => device.kNumber);
  [ks[index], ks[target]] = [ks[target]!, ks[index]!];
  return reorderDevices(list, ks);
}

/** The analysis fields of a device no predicate analysis has scored. */
export const UNSCORED = {
  predicateRelationshipSummary: null,
  deviceDescriptionConfidenceScore: null,
  deviceDescriptionReasoning: null,
  intendedUseConfidenceScore: null,
  intendedUseReasoning: null,
  characteristicsConfidenceScore: null,
  characteristicsReasoning: null,
  finalConfidenceScore: null,
  finalReasoning: null,
} as const satisfies Partial<PredicateDevice>;

/** A device found by K-number (GET /device/{k}): no predicate analysis scored it, so its scores are null. */
export function deviceFromRow(row: DeviceRow): PredicateDraft {
  return {
    kNumber: normalizeKNumber(row.k_number),
    deviceName: row.device_name,
    applicant: row.applicant,
    productCode: row.product_code ?? '',
    code: row.product_code ?? '',
    decisionDate: row.decision_date,
    decisionDescription: row.decision_description,
    processingTime: row.processing_time_days,
    statementOrSummary: row.statement_or_summary,
    summaryPdfUrl: row.summary_pdf_url,
    predicateDevices: row.predicate_k_numbers,
    postdicateDevices: row.postdicate_k_numbers,
    ...UNSCORED,
    recalled: false,
    recalls: [],
  };
}
