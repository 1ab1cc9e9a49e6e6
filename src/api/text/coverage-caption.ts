import type { Coverage } from '../contracts/data.ts';
import { usDate } from './us-date.ts';

const sourceName = (source: string): string => source.split('/').pop() ?? source;

/**
 * Where a card's figures come from, in a line: openFDA with the day they were fetched, the imported files, the
 * years they span and the day they were imported, or that the files hold nothing for the code, so an empty card
 * is not read as a zero.
 */
export function coverageCaption(coverage: Coverage | null, what: string): string | null {
  if (coverage === null) return null;
  if (coverage.live) return `Source: openFDA, fetched ${usDate(coverage.live.fetchedAt.slice(0, 10))}${coverage.live.lastUpdated ? `, data updated ${usDate(coverage.live.lastUpdated)}` : ''}`;
  if (!coverage.held) return `The imported FDA files hold no ${what} for this product code: an empty card here is not a zero.`;
  const years = coverage.firstYear === null ? '' : coverage.firstYear === coverage.lastYear ? ` (${coverage.firstYear})` : ` (${coverage.firstYear}–${coverage.lastYear})`;
  const imported = coverage.importedAt ? `, imported ${usDate(coverage.importedAt)}` : '';
  return `Source: ${coverage.sources.map(sourceName).join(', ')}${years}${imported}`;
}
