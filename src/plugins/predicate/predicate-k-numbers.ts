import { chosenKNumbers } from './comparison/store';
import { predicate$ } from './store';

/**
 * The predicates later steps and the report use (what they send as predicate_k_numbers): the ones the user
 * chose (added to the comparison table), in the order chosen; before any is chosen (the classification flow
 * runs the later analyses at once), the listed ones in list order.
 */
export function predicateKNumbers(productCode: string): string[] {
  const code = productCode.trim().toUpperCase();
  const chosen = chosenKNumbers(code);
  if (chosen.length > 0) return chosen;
  const devices = predicate$.devicesByProductCode[code]?.peek() ?? [];
  return [...devices].sort((a, b) => a.order - b.order).map((device) => device.kNumber);
}
