import type { RecallRef } from '../../../../src/api/contracts/ai.ts';
import type { DeviceDocumentTexts } from '../../fda/devices/devices.repository.ts';
import { inverseDocumentFrequencies } from '../../../../src/api/text/term-match.ts';
import type { CandidateRecord } from './predicates.repository.ts';
import { candidateTargets, type CandidateTexts } from './profile-match.ts';
import { recallTies, type RecallRecord } from '../../fda/devices/recall-ties.ts';

export interface PoolDevice {
  record: CandidateRecord;
  documents: DeviceDocumentTexts[];
  targets: ReturnType<typeof candidateTargets>;
  recalls: RecallRef[];
}

/** What ranking needs of a code's clearances that does not depend on the profile (cached per import). */
export interface CandidatePool {
  devices: PoolDevice[];
  /** Term weights over the pool's texts. */
  weight: (stem: string) => number;
  newestDecision: string | null;
  mostCited: number;
  withSummary: number;
}

function summaryTexts(record: CandidateRecord, documents: readonly DeviceDocumentTexts[]): CandidateTexts {
  const joined = (field: 'device_description' | 'intended_use' | 'tech_characteristics') =>
    documents.map((document) => document[field]?.trim() ?? '').filter((text) => text !== '').join('\n');
  return {
    name: record.device_name ?? '',
    description: joined('device_description'),
    intendedUse: joined('intended_use'),
    characteristics: joined('tech_characteristics'),
  };
}

export function buildPool(records: readonly CandidateRecord[], documents: readonly DeviceDocumentTexts[], recalls: readonly RecallRecord[]): CandidatePool {
  const documentsOf = new Map<string, DeviceDocumentTexts[]>();
  for (const document of documents) documentsOf.set(document.k_number, [...(documentsOf.get(document.k_number) ?? []), document]);
  const recallsOf = recallTies(recalls);
  const devices = records.map((record) => {
    const held = documentsOf.get(record.k_number) ?? [];
    return { record, documents: held, targets: candidateTargets(summaryTexts(record, held)), recalls: recallsOf(record.applicant, record.decision_date) };
  });
  return {
    devices,
    weight: inverseDocumentFrequencies(devices.map((device) => device.targets.all)),
    newestDecision: records.reduce<string | null>((newest, { decision_date }) => (decision_date !== null && (newest === null || decision_date > newest) ? decision_date : newest), null),
    mostCited: records.reduce((most, record) => Math.max(most, record.cited_by), 0),
    withSummary: devices.filter((device) => device.targets.deviceDescription.fromSummary).length,
  };
}
