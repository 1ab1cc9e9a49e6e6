import type { RecallRef, SourceRef } from '../../../../src/api/contracts/ai.ts';
import { recallSource } from '../../../../src/api/text/fda-source-refs.ts';

/** The recalls tied to a device (server/modules/fda/devices/recall-ties.ts), as sources. */
export function recallSources(recalls: readonly RecallRef[], applicant: string | null): SourceRef[] {
  return recalls.map((recall) => recallSource(recall.recall_number, `Recall ${recall.recall_number} (${applicant ?? 'firm not given'})`));
}
