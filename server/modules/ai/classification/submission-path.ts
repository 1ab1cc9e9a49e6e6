import type { SubmissionPath } from '../../../../src/api/contracts/ai.ts';

/** foiclass SUBMISSION_TYPE_ID in words. */
const PATH_OF_SUBMISSION_TYPE: Record<string, SubmissionPath> = {
  '1': '510(k)',
  '2': 'PMA',
  '3': 'Contact FDA',
  '4': '510(k) exempt',
  '6': 'HDE',
  '7': 'Enforcement discretion',
  '8': 'EUA',
};

export interface PathFacts {
  submission_type_id: string | null;
  unclassified_reason: string | null;
  device_count: number;
  de_novo_count: number;
}

/** The premarket path of a code: FDA's submission type; De Novo when the code's devices are De Novo grants. */
export function submissionPath(facts: PathFacts): SubmissionPath {
  const stated = PATH_OF_SUBMISSION_TYPE[facts.submission_type_id?.trim() ?? ''];
  if (stated) return stated;
  return facts.de_novo_count > 0 ? 'De Novo' : 'Unknown';
}

/** Whether a new device of the code can reach the market by a 510(k) (or needs none). */
export function hasClearancePath(path: SubmissionPath): boolean {
  return path === '510(k)' || path === '510(k) exempt' || path === 'De Novo';
}

/** A sentence on what the path means for the user when it is not a plain 510(k); null when it is. */
export function pathNote(path: SubmissionPath, facts: PathFacts): string | null {
  switch (path) {
    case '510(k)':
      return facts.device_count > 0 && facts.de_novo_count === facts.device_count
        ? 'This code was created by a De Novo grant; later devices of this type may use a 510(k) citing it as predicate.'
        : null;
    case '510(k) exempt':
      return 'FDA exempts this code from 510(k) (check the exemption limits of its regulation); registration, listing and general controls still apply.';
    case 'PMA':
      return 'This code needs premarket approval (PMA), not a 510(k): a clinical-evidence path with no predicate.';
    case 'De Novo':
      return 'Devices of this code reached the market through De Novo requests; a new device may need its own De Novo or a 510(k) citing a granted one.';
    case 'HDE':
      return 'This code is a Humanitarian Device Exemption path (rare conditions), not a 510(k).';
    case 'Contact FDA':
      return 'FDA asks makers of this device type to contact the agency for the path; a pre-submission (Q-Sub) is advisable.';
    case 'Enforcement discretion':
      return 'FDA does not currently enforce premarket requirements for this code (enforcement discretion); confirm the conditions apply.';
    case 'EUA':
      return 'This code is an Emergency Use Authorization path, not a 510(k).';
    case 'Unknown':
      return facts.unclassified_reason
        ? `FDA's classification states no submission type (unclassified: ${facts.unclassified_reason}); confirm the path with FDA.`
        : "FDA's classification states no submission type for this code; confirm the path with FDA.";
  }
}
