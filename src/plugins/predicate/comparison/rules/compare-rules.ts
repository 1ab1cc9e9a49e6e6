import type { ComparisonResult } from '../../../../api/contracts/ai';
import { normalizeKNumber, sortedKNumbers, withDynamicRows } from './selection-rules';
import { COMPARISON_TEXTS as TEXTS } from '../texts';
import type { ComparisonMeta, DeviceComparison, FetchedSummary, ProductComparison } from '../store';

/** SPEC section 4: comparing sets isComparing and clears the error; success clears both; failure stores the message. */
export const comparing = (meta: ComparisonMeta): ComparisonMeta => ({ ...meta, isComparing: true, error: null });

export const compared = (meta: ComparisonMeta, now: string): ComparisonMeta => ({ ...meta, isComparing: false, error: null, createdAt: now });

export const compareFailed = (meta: ComparisonMeta, message: string): ComparisonMeta => ({ ...meta, isComparing: false, error: message });

export const withMeta = (comparison: ProductComparison, change: (meta: ComparisonMeta) => ComparisonMeta): ProductComparison => ({
  ...comparison,
  comparisonMeta: change(comparison.comparisonMeta),
});

/** A result's facts by row name; a missing value becomes 'N/A' (SPEC section 3). */
export function factsOf(result: ComparisonResult): Record<string, string> {
  return Object.fromEntries(result.comparison_keys.map((key, i) => [key, result.comparison_values[i]?.trim() || TEXTS.notAvailable]));
}

const fetchedSummaryOf = (result: ComparisonResult | undefined): FetchedSummary | undefined =>
  result?.fetched_summary && { url: result.fetched_summary.url, fetchedAt: result.fetched_summary.fetched_at, keys: result.fetched_summary.keys };

/** Every result's row names once, in the order they first appear. */
const factKeysOf = (results: readonly ComparisonResult[]): string[] => [...new Set(results.flatMap((result) => result.comparison_keys))];

/**
 * A successful comparison of `kNumbers`: each device's facts from its result, its dynamic rows filled, the
 * sorted list saved as the last compared, and the meta marked compared.
 */
export function applyComparison(comparison: ProductComparison, kNumbers: readonly string[], results: readonly ComparisonResult[], now: string): ProductComparison {
  const byKNumber = new Map(results.map((result) => [normalizeKNumber(result.k_number), result]));
  const comparisonData = { ...comparison.comparisonData };
  for (const kNumber of kNumbers.map(normalizeKNumber)) {
    const result = byKNumber.get(kNumber);
    const { fetched: _earlier, ...entry }: DeviceComparison = comparisonData[kNumber] ?? { static: {}, dynamic: {}, evidence: {}, meta: { addedAt: now } };
    const fetched = fetchedSummaryOf(result);
    comparisonData[kNumber] = withDynamicRows({ ...entry, static: result ? factsOf(result) : {}, ...(fetched && { fetched }) }, comparison.dynamicRows);
  }
  return {
    ...comparison,
    comparisonData,
    factKeys: factKeysOf(results),
    lastComparedKNumbers: sortedKNumbers(kNumbers.map(normalizeKNumber)),
    comparisonMeta: compared(comparison.comparisonMeta, now),
  };
}
