import type { Coverage } from '../../../../src/api/contracts/data.ts';
import type { RecordSpan } from './record-spans.repository.ts';

/**
 * Coverage of a dataset the files hold only in part (MAUDE samples, 510(k) files): it is held for a
 * product code only where the code has records, and spans the years of those records.
 */
export function partialDatasetCoverage(codeSpan: RecordSpan): Coverage {
  return { held: codeSpan.count > 0, sources: codeSpan.sources, firstYear: codeSpan.firstYear, lastYear: codeSpan.lastYear };
}

/**
 * Coverage of a dataset that is FDA's whole database for its years (the recall export, the PMA database):
 * held for every product code once imported, so a code with no records there truly has none in those years.
 */
export function wholeDatasetCoverage(tableSpan: RecordSpan, sources: string[] = tableSpan.sources): Coverage {
  return { held: tableSpan.count > 0, sources, firstYear: tableSpan.firstYear, lastYear: tableSpan.lastYear };
}

/** A list answer and its coverage (which the route sends in the x-data-coverage header). */
export interface CoveredList<T> {
  list: T;
  coverage: Coverage;
}

export interface CountedDataset {
  /** What is counted, e.g. 'Recalls'. */
  label: string;
  /** The files it is counted in, e.g. 'recall export'. */
  files: string;
  /** Whether the files hold only part of FDA's records (partialDatasetCoverage). */
  partial: boolean;
}

function yearsOf({ firstYear, lastYear }: Coverage): string {
  if (firstYear === null || lastYear === null) return 'undated';
  return firstYear === lastYear ? `${firstYear}` : `${firstYear}-${lastYear}`;
}

/** A sentence on where a count comes from and what a zero means, e.g. for the TPLC snapshot. */
export function coverageNote({ label, files, partial }: CountedDataset, count: number, coverage: Coverage): string {
  if (!coverage.held) {
    return partial
      ? `${label}: the imported ${files} hold none for this product code, so 0 is not FDA's count.`
      : `${label}: no ${files} was imported.`;
  }
  const counted = `${label}: ${count} in the imported ${files} (${coverage.sources.join(', ')}; ${yearsOf(coverage)})`;
  return partial ? `${counted}; FDA's full count may be higher.` : `${counted}.`;
}
