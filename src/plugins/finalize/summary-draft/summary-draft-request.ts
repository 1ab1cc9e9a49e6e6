import type { SummaryComparison, SummaryDraftRequest } from '../../../api/contracts/reports';
import type { ProfileSnapshot } from '../../common/profile-requests';
import { comparisonTable } from '../../predicate/comparison/rules/table-model';
import { comparisonOf } from '../../predicate/comparison/store';
import { COMPARISON_TEXTS } from '../../predicate/comparison/texts';
import { devicesOf } from '../../predicate/store';
import { localDay } from '../export/report-files';
import { reportRequest } from '../report/report-request';

/** The Predicate step's comparison table as shown; a cell it shows as not available is sent empty (a blank of the draft). */
function comparisonOfCode(productCode: string): SummaryComparison | null {
  const { columns, rows } = comparisonTable(productCode, comparisonOf(productCode), devicesOf(productCode));
  if (columns.length === 0) return null;
  return {
    columns: columns.map((column) => column.title),
    rows: rows.map((row) => ({
      label: row.label,
      values: columns.map((column) => {
        const text = row.cells[column.id]?.text ?? '';
        return text === COMPARISON_TEXTS.notAvailable ? '' : text;
      }),
    })),
  };
}

/** POST /reports/summary-draft's body: what the strategy report is built from, with the comparison table and today. */
export function summaryDraftRequest(profile: ProfileSnapshot, productCode: string, today = new Date()): SummaryDraftRequest {
  const { risk_years: _years, planned_submission: _planned, ...strategy } = reportRequest(profile, productCode);
  return { ...strategy, comparison: comparisonOfCode(productCode), prepared_on: localDay(today) };
}
