import type { RecallClass, RecallClassCount, RecallsByClass } from './data.ts';

const ORDER: readonly RecallClass[] = ['Class I', 'Class II', 'Class III', null];

/**
 * /risk/total-recalls' recalls by FDA's recall class, summed over the device classes: Class I first, those of
 * no known class (null) last, classes without recalls left out. null when none of the recalls has a known
 * class (or the source gives no split), where the screens and the report keep their device-class wording.
 */
export function recallClassTotals(items: RecallsByClass): RecallClassCount[] | null {
  const counts = new Map<RecallClass, number>();
  for (const { recall_classes = [] } of items) {
    for (const { recall_class, count } of recall_classes) counts.set(recall_class, (counts.get(recall_class) ?? 0) + count);
  }
  if (![...counts].some(([recallClass, count]) => recallClass !== null && count > 0)) return null;
  return ORDER.flatMap((recallClass) => {
    const count = counts.get(recallClass) ?? 0;
    return count > 0 ? [{ recall_class: recallClass, count }] : [];
  });
}
