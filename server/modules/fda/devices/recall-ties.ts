import type { RecallRef } from '../../../../src/api/contracts/ai.ts';
import { mostSeriousClass, type RecallClass } from '../../../../src/api/contracts/data.ts';
import { normaliseCompanyName } from './company-names.ts';

export interface RecallRecord {
  recall_number: string;
  recalling_firm: string | null;
  recall_class: string | null;
  date_posted: string | null;
  reason: string | null;
}

/**
 * Recalls carry no K-number, so a recall of the code is tied to a device when the recalling firm is the
 * applicant (names normalised) and it was posted on or after the clearance.
 */
export function recallTies(recalls: readonly RecallRecord[]): (applicant: string | null, decisionDate: string | null) => RecallRef[] {
  const byFirm = new Map<string, RecallRecord[]>();
  for (const recall of recalls) {
    const firm = normaliseCompanyName(recall.recalling_firm);
    if (firm !== '') byFirm.set(firm, [...(byFirm.get(firm) ?? []), recall]);
  }
  return (applicant, decisionDate) => {
    const firm = normaliseCompanyName(applicant);
    if (firm === '' || decisionDate === null) return [];
    return (byFirm.get(firm) ?? [])
      .filter((recall) => recall.date_posted !== null && recall.date_posted >= decisionDate)
      .map(({ recall_number, recall_class, date_posted, reason }) => ({ recall_number, recall_class, date_posted, reason }));
  };
}

/** The most serious FDA recall class among the recalls (Class I before II before III); null when none has a known class. */
export function mostSeriousRecallClass(recalls: readonly Pick<RecallRecord, 'recall_class'>[]): RecallClass {
  return mostSeriousClass(recalls.map((recall) => recall.recall_class));
}
