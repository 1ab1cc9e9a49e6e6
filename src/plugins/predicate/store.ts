import { type } from 'arktype';
import { RecallRef } from '../../api/contracts/ai';
import { definePersistedStore } from '../../app/workflow/persisted-store';

/** v2: the full Predicate device of SPEC section 3 and the research insights per product code. */
export const PREDICATE_DEVICES_STORAGE_KEY = 'clearway.predicate-devices.v2';

/**
 * SPEC section 3's Predicate device. The confidence and reasoning pairs are null for a device that no
 * predicate analysis scored (one added by K-number); recalled and recalls are Clearway's own.
 */
export const PredicateDevice = type({
  kNumber: 'string',
  deviceName: 'string | null',
  applicant: 'string | null',
  productCode: 'string',
  code: 'string',
  decisionDate: 'string | null',
  decisionDescription: 'string | null',
  /** Days from receipt to decision. */
  processingTime: 'number.integer | null',
  statementOrSummary: 'string | null',
  summaryPdfUrl: 'string | null',
  /** 1-based position in the product code's list. */
  order: 'number.integer >= 1',
  predicateDevices: 'string[]',
  postdicateDevices: 'string[]',
  predicateRelationshipSummary: 'string | null',
  deviceDescriptionConfidenceScore: 'number | null',
  deviceDescriptionReasoning: 'string | null',
  intendedUseConfidenceScore: 'number | null',
  intendedUseReasoning: 'string | null',
  characteristicsConfidenceScore: 'number | null',
  characteristicsReasoning: 'string | null',
  finalConfidenceScore: 'number | null',
  finalReasoning: 'string | null',
  recalled: 'boolean',
  recalls: RecallRef.array(),
});
export type PredicateDevice = typeof PredicateDevice.infer;

const PredicateState = type({
  devicesByProductCode: type.Record('string', PredicateDevice.array()),
  /** The last predicate analysis's research text per product code; a failed analysis removes it. */
  researchInsightsByProductCode: type.Record('string', 'string'),
});
export type PredicateState = typeof PredicateState.infer;

/** Predicate devices per product code (SPEC section 3 keeps them per product code in browser storage). */
export const predicate$ = definePersistedStore<PredicateState>(PREDICATE_DEVICES_STORAGE_KEY, PredicateState, () => ({
  devicesByProductCode: {},
  researchInsightsByProductCode: {},
}));

/** The predicate list of a product code, in order. */
export const devicesOf = (productCode: string): PredicateDevice[] => predicate$.devicesByProductCode[productCode.trim().toUpperCase()]?.peek() ?? [];
