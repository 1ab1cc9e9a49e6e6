import type { ReportRequest } from '../../../api/contracts/ai';
import { toAiProfile, type ProfileSnapshot } from '../../common/profile-requests';
import { isIsoDay } from '../../../api/text/decision-dates';
import { plannedSubmission$ } from '../../../panels/review-time/planned-submission';
import { predicateKNumbers } from '../../predicate/predicate-k-numbers';
import { risk$, riskDateRange$ } from '../../risk/store';
import { testsStandards$ } from '../../tests-standards/store';

/**
 * report/build's body for a code: the profile, the predicates cited, the planned tests and standards, the risk
 * dashboard's years and the submission date planned in the review-time forecast (when one was chosen).
 */
export function reportRequest(profile: ProfileSnapshot, productCode: string): ReportRequest {
  const planned = plannedSubmission$.byProductCode[productCode]!.get();
  return {
    ...toAiProfile(profile),
    product_code: productCode,
    predicate_k_numbers: predicateKNumbers(productCode),
    standards_rows: testsStandards$.rowsByProductCode[productCode]!.get() ?? [],
    risk_years: { from_year: riskDateRange$.startYear.get(), to_year: riskDateRange$.endYear.get() },
    ...(planned !== undefined && isIsoDay(planned) ? { planned_submission: planned } : {}),
  };
}

/**
 * What a report was built from, in one string: its request and the risk analysis it read. A report whose
 * inputs no longer match is out of date. Reads with get(), so a component or an observer follows changes.
 */
export function reportInputs(profile: ProfileSnapshot, productCode: string): string {
  return JSON.stringify({ request: reportRequest(profile, productCode), risk: risk$.resultsByProductCode[productCode]!.get()?.updatedAt ?? null });
}
