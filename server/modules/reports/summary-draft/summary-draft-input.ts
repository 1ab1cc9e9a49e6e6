import type { AiProfile, TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import { SummaryDraftRequest, type SummaryComparison } from '../../../../src/api/contracts/reports.ts';
import { ValidationError } from '../../../http/errors.ts';
import { parse } from '../../../http/validate.ts';
import { normaliseProfile } from '../../ai/profile.ts';
import { readKNumber, readProductCode } from '../../fda/http/request-inputs.ts';

/** POST /reports/summary-draft's body, checked and normalised. */
export interface SummaryDraftInput {
  profile: AiProfile;
  productCode: string;
  /** Upper-cased, without repeats, in the order chosen. */
  predicateKNumbers: string[];
  comparison: SummaryComparison | null;
  standardsRows: TestStandardsRow[];
  /** YYYY-MM-DD as sent, unchecked (the reports service checks it); undefined for today. */
  preparedOn: string | undefined;
}

export const SUMMARY_DRAFT_MESSAGES = {
  comparisonRow: (index: number) => `body.comparison.rows[${index}] must hold one value per column`,
} as const;

export function readSummaryDraftInput(body: unknown): SummaryDraftInput {
  const request = parse(SummaryDraftRequest, body ?? {}, 'body');
  const comparison = request.comparison ?? null;
  const uneven = comparison?.rows.findIndex((row) => row.values.length !== comparison.columns.length) ?? -1;
  if (uneven >= 0) throw new ValidationError(SUMMARY_DRAFT_MESSAGES.comparisonRow(uneven), `body.comparison.rows.${uneven}.values`);
  const kNumbers = (request.predicate_k_numbers ?? []).filter((raw) => raw.trim() !== '').map((raw) => readKNumber(raw, 'body.predicate_k_numbers'));
  return {
    profile: normaliseProfile(request),
    productCode: readProductCode(request.product_code, 'body.product_code'),
    predicateKNumbers: [...new Set(kNumbers)],
    comparison,
    standardsRows: request.standards_rows ?? [],
    preparedOn: request.prepared_on,
  };
}
