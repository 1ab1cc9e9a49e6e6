import { COMPARISON_TEXTS as TEXTS } from '../texts';
import type { DeviceComparison, ProductComparison } from '../store';

/**
 * SPEC section 4, which devices are compared: add, remove, the automatic trigger and the cache rule. Pure
 * functions returning the new comparison (the same object when nothing changes).
 */

export const MIN_DEVICES = 2;

export const normalizeKNumber = (kNumber: string): string => kNumber.trim().toUpperCase();

export const sortedKNumbers = (kNumbers: readonly string[]): string[] => [...kNumbers].sort();

/** A device's entry with every dynamic row present ('N/A' where it has no value yet). */
export function withDynamicRows(entry: DeviceComparison, rows: readonly string[]): DeviceComparison {
  const missing = rows.filter((row) => !(row in entry.dynamic));
  if (missing.length === 0) return entry;
  return { ...entry, dynamic: { ...entry.dynamic, ...Object.fromEntries(missing.map((row) => [row, TEXTS.notAvailable])) } };
}

const newEntry = (now: string): DeviceComparison => ({ static: {}, dynamic: {}, evidence: {}, meta: { addedAt: now } });

/**
 * Add: ignored when the device is selected already; otherwise appended, its cached facts kept, every dynamic
 * row filled, and the trigger flagged once at least 2 devices are selected.
 */
export function addDevice(comparison: ProductComparison, kNumber: string, now: string): ProductComparison {
  const k = normalizeKNumber(kNumber);
  if (comparison.selectedKNumbers.includes(k)) return comparison;
  const selectedKNumbers = [...comparison.selectedKNumbers, k];
  const cached = comparison.comparisonData[k];
  const entry = withDynamicRows(cached ? { ...cached, meta: { addedAt: now } } : newEntry(now), comparison.dynamicRows);
  return {
    ...comparison,
    selectedKNumbers,
    comparisonData: { ...comparison.comparisonData, [k]: entry },
    trigger: { ...comparison.trigger, shouldTriggerComparison: selectedKNumbers.length >= MIN_DEVICES, lastAction: 'add' },
  };
}

/**
 * Remove: ignored when the device is not selected; clears the trigger. The device's facts stay as the cache
 * (adding it back to the same set needs no call); fewer than 2 devices end the active comparison.
 */
export function removeDevice(comparison: ProductComparison, kNumber: string): ProductComparison {
  const k = normalizeKNumber(kNumber);
  if (!comparison.selectedKNumbers.includes(k)) return comparison;
  const selectedKNumbers = comparison.selectedKNumbers.filter((selected) => selected !== k);
  return {
    ...comparison,
    selectedKNumbers,
    trigger: {
      shouldTriggerComparison: false,
      lastAction: 'remove',
      hasActiveComparison: comparison.trigger.hasActiveComparison && selectedKNumbers.length >= MIN_DEVICES,
    },
  };
}

/** A comparison starts by itself when the trigger is flagged and at least 2 devices are selected. */
export const shouldAutoCompare = (comparison: ProductComparison): boolean =>
  comparison.trigger.shouldTriggerComparison && comparison.selectedKNumbers.length >= MIN_DEVICES;

/** The automatic comparison took the trigger: the scenario now has an active comparison. */
export const autoCompareStarted = (comparison: ProductComparison): ProductComparison => ({
  ...comparison,
  trigger: { ...comparison.trigger, shouldTriggerComparison: false, hasActiveComparison: true },
});

/** The cache rule: the sorted selection equals the last compared list. A forced run never uses the cache. */
export function canUseCache(comparison: ProductComparison, force: boolean): boolean {
  if (force) return false;
  const selected = sortedKNumbers(comparison.selectedKNumbers);
  const last = comparison.lastComparedKNumbers;
  return selected.length === last.length && selected.every((kNumber, i) => kNumber === last[i]);
}
