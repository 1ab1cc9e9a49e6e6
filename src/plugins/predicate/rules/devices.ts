import type { PredicateCandidate } from '../../../api/contracts/ai';
import type { PredicateDevice } from '../store';

/** A device before it has a place in the list. */
export type PredicateDraft = Omit<PredicateDevice, 'order'>;

export const normalizeKNumber = (kNumber: string): string => kNumber.trim().toUpperCase();

/** A device as the predicate analysis ranked it. */
export function predicateDraft(candidate: PredicateCandidate): PredicateDraft {
  const { deviceDescription, intendedUse, characteristics, final } = candidate.scores;
  return {
    kNumber: normalizeKNumber(candidate.k_number),
    deviceName: candidate.device_name,
    applicant: candidate.applicant,
    productCode: candidate.product_code,
    code: candidate.product_code,
    decisionDate: candidate.decision_date,
    decisionDescription: candidate.decision_description,
    processingTime: candidate.processing_time,
    statementOrSummary: candidate.statement_or_summary,
    summaryPdfUrl: candidate.summary_pdf_url,
    predicateDevices: candidate.predicate_devices,
    postdicateDevices: candidate.postdicate_devices,
    predicateRelationshipSummary: candidate.predicate_relationship_summary,
    deviceDescriptionConfidenceScore: deviceDescription.confidence_score,
    deviceDescriptionReasoning: deviceDescription.reasoning,
    intendedUseConfidenceScore: intendedUse.confidence_score,
    intendedUseReasoning: intendedUse.reasoning,
    characteristicsConfidenceScore: characteristics.confidence_score,
    characteristicsReasoning: characteristics.reasoning,
    finalConfidenceScore: final.confidence_score,
    finalReasoning: final.reasoning,
    recalled: candidate.recalled,
    recalls: candidate.recalls,
  };
}

/**
 * SPEC section 4: devices merge by K-number. A listed device keeps its order and takes the new fields; a new
 * one is appended after the list (order = count + 1). Devices the new answer does not name stay; a K-number
 * found twice counts once.
 */
export function mergePredicateDevices(existing: readonly PredicateDevice[], found: readonly PredicateDraft[]): PredicateDevice[] {
  const devices = [...existing];
  const seen = new Set<string>();
  for (const draft of found) {
    const kNumber = normalizeKNumber(draft.kNumber);
    if (seen.has(kNumber)) continue;
    seen.add(kNumber);
    const index = devices.findIndex((device) => normalizeKNumber(device.kNumber) === kNumber);
    if (index >= 0) devices[index] = { ...draft, kNumber, order: devices[index]!.order };
    else devices.push({ ...draft, kNumber, order: devices.length + 1 });
  }
  return devices;
}
