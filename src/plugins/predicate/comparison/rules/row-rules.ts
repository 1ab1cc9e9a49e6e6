import type { FeatureExtractionAnswer } from '../../../../api/contracts/ai';
import { refusal } from '../../../classification/refusals';
import { DEFAULT_FIELDS, RESET_FIELD_IDS, fieldById, type DefaultFieldId } from './default-fields';
import { OWN_DEVICE_COLUMN } from './own-device';
import { normalizeKNumber } from './selection-rules';
import { COMPARISON_TEXTS as TEXTS } from '../texts';
import type { DeviceComparison, ProductComparison } from '../store';

/**
 * SPEC sections 4 and 5, the table's rows: dynamic rows (added, asked, edited, removed; every device 'N/A'
 * until it has a value), the default fields shown, and the refusals of a question. Static rows (the default
 * fields and the compare answer's facts) are never edited or removed here.
 */

/** A row title counts once trimmed; blank is no title (Save stays disabled). */
export const rowTitle = (text: string): string => text.trim();
export const isRowTitle = (text: string): boolean => rowTitle(text) !== '';

function requireRow(comparison: ProductComparison, label: string): string {
  const title = rowTitle(label);
  if (!comparison.dynamicRows.includes(title)) throw refusal(TEXTS.rowNotFound(title));
  return title;
}

const mapEntries = (
  data: ProductComparison['comparisonData'],
  change: (entry: DeviceComparison, kNumber: string) => DeviceComparison,
): ProductComparison['comparisonData'] => Object.fromEntries(Object.entries(data).map(([kNumber, entry]) => [kNumber, change(entry, kNumber)]));

function without<V>(record: Record<string, V>, key: string): Record<string, V> {
  const { [key]: _, ...rest } = record;
  return rest;
}

/** Adds a row at the end, every device (and the user's own) 'N/A'. Refused blank or already there. */
export function addDynamicRow(comparison: ProductComparison, label: string): ProductComparison {
  const title = rowTitle(label);
  if (title === '') throw refusal(TEXTS.rowTitleEmpty);
  if (comparison.dynamicRows.includes(title)) throw refusal(TEXTS.rowExists(title));
  return {
    ...comparison,
    dynamicRows: [...comparison.dynamicRows, title],
    comparisonData: mapEntries(comparison.comparisonData, (entry) => ({ ...entry, dynamic: { ...entry.dynamic, [title]: TEXTS.notAvailable } })),
    ownDevice: { ...comparison.ownDevice, dynamic: { ...comparison.ownDevice.dynamic, [title]: TEXTS.notAvailable } },
  };
}

export function removeDynamicRow(comparison: ProductComparison, label: string): ProductComparison {
  const title = requireRow(comparison, label);
  return {
    ...comparison,
    dynamicRows: comparison.dynamicRows.filter((row) => row !== title),
    comparisonData: mapEntries(comparison.comparisonData, (entry) => ({
      ...entry,
      dynamic: without(entry.dynamic, title),
      evidence: without(entry.evidence, title),
    })),
    ownDevice: { ...comparison.ownDevice, dynamic: without(comparison.ownDevice.dynamic, title) },
  };
}

/**
 * Saves the values typed into a row, by column (a K-number, or the user's own device); a blank value is
 * 'N/A'. A changed value loses the passage it was read from; columns not given keep their values.
 */
export function editDynamicRow(comparison: ProductComparison, label: string, values: Readonly<Record<string, string>>): ProductComparison {
  const title = requireRow(comparison, label);
  const typed = new Map(Object.entries(values).map(([column, value]) => [column === OWN_DEVICE_COLUMN ? column : normalizeKNumber(column), value.trim() || TEXTS.notAvailable]));
  const ownValue = typed.get(OWN_DEVICE_COLUMN);
  return {
    ...comparison,
    comparisonData: mapEntries(comparison.comparisonData, (entry, kNumber) => {
      const value = typed.get(kNumber);
      if (value === undefined || value === entry.dynamic[title]) return entry;
      return { ...entry, dynamic: { ...entry.dynamic, [title]: value }, evidence: without(entry.evidence, title) };
    }),
    ownDevice: ownValue === undefined ? comparison.ownDevice : { ...comparison.ownDevice, dynamic: { ...comparison.ownDevice.dynamic, [title]: ownValue } },
  };
}

/** A reset leaves only the first three default fields shown (SPEC section 3). */
export const resetFields = (comparison: ProductComparison): ProductComparison => ({ ...comparison, visibleFields: [...RESET_FIELD_IDS] });

/** Shows a hidden default field again, in its place among the others. */
export function showField(comparison: ProductComparison, field: DefaultFieldId): ProductComparison {
  if (comparison.visibleFields.includes(field)) throw refusal(TEXTS.fieldShown(fieldById(field).label));
  const shown = new Set([...comparison.visibleFields, field]);
  return { ...comparison, visibleFields: DEFAULT_FIELDS.map((f) => f.id).filter((id) => shown.has(id)) };
}

export const hiddenFields = (comparison: ProductComparison): DefaultFieldId[] =>
  DEFAULT_FIELDS.map((field) => field.id).filter((id) => !comparison.visibleFields.includes(id));

/** SPEC section 5: why a question cannot be asked, or null when it can. */
export function questionRefusal(prompt: string, productCode: string | null, selected: readonly string[]): string | null {
  if (prompt.trim() === '') return TEXTS.promptEmpty;
  if (!productCode?.trim()) return TEXTS.noProductCode;
  if (selected.length === 0) return TEXTS.noDevicesSelected;
  return null;
}

/**
 * Stores the answers to an asked row: each device's answer and the passage it came from, 'N/A' (and no
 * passage) where its documents do not answer. The row is added first when it is new.
 */
export function applyAnswers(comparison: ProductComparison, label: string, kNumbers: readonly string[], answer: FeatureExtractionAnswer): ProductComparison {
  const title = rowTitle(label);
  const withRow = comparison.dynamicRows.includes(title) ? comparison : addDynamicRow(comparison, title);
  const results = new Map(Object.entries(answer.feature_results).map(([kNumber, result]) => [normalizeKNumber(kNumber), result]));
  const comparisonData = { ...withRow.comparisonData };
  for (const kNumber of kNumbers.map(normalizeKNumber)) {
    const entry = comparisonData[kNumber];
    if (!entry) continue;
    const result = results.get(kNumber);
    const value = result?.summary_feature.trim() || TEXTS.notAvailable;
    const passage = value === TEXTS.notAvailable ? null : result?.passage?.trim();
    comparisonData[kNumber] = {
      ...entry,
      dynamic: { ...entry.dynamic, [title]: value },
      evidence: passage ? { ...entry.evidence, [title]: { passage, document: result!.document } } : without(entry.evidence, title),
    };
  }
  return { ...withRow, comparisonData };
}
