import { use$ } from '@legendapp/state/react';
import { comparisonOf } from './store';
import { COMPARISON_TEXTS as TEXTS } from './texts';

/**
 * SPEC section 2: the comparison view is available only when devices are selected for comparison; otherwise
 * the devices/comparison toggle's tooltip reads 'No comparison data available' and the board falls back to
 * the devices. Reads the store with get(): called in an observer or use$, it follows the selection.
 */
export function comparisonAvailability(productCode: string): true | string {
  return comparisonOf(productCode).selectedKNumbers.length > 0 ? true : TEXTS.noComparisonData;
}

/** comparisonAvailability as a hook, re-rendering when the selection changes. */
export function useComparisonAvailability(productCode: string): true | string {
  return use$(() => comparisonAvailability(productCode));
}
