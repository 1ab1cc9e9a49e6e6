import type { AiProfile, TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import type { Classification, DeviceRow } from '../../../../src/api/contracts/data.ts';
import type { SummaryComparison } from '../../../../src/api/contracts/reports.ts';

/** The submitter as the account profile holds it; '' where the user has not filled a field. */
export interface Submitter {
  name: string;
  company: string;
  role: string;
}

/**
 * Everything the 510(k) Summary draft states, each from the user (account and device profiles, the
 * comparison table, the tests and standards rows) or from the imported FDA data.
 */
export interface SummaryFacts {
  submitter: Submitter;
  profile: AiProfile;
  classification: Classification;
  /** The chosen predicates the data holds, in the order chosen. */
  predicates: DeviceRow[];
  /** Chosen K-numbers the data does not hold: named, not described. */
  missingPredicates: string[];
  comparison: SummaryComparison | null;
  standardsRows: TestStandardsRow[];
  /** YYYY-MM-DD. */
  preparedOn: string;
}
