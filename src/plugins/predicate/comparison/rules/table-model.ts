import type { PredicateDevice } from '../../store';
import { DEFAULT_FIELDS, FACT_KEYS_OF_FIELDS, fieldText } from './default-fields';
import { OWN_DEVICE_COLUMN, ownFactValue, ownFieldValue } from './own-device';
import { COMPARISON_TEXTS as TEXTS } from '../texts';
import type { Evidence, FetchedSummary, ProductComparison } from '../store';

/** A column of the table: a selected device, or the user's own. */
export interface ComparisonColumn {
  /** The K-number, or OWN_DEVICE_COLUMN. */
  id: string;
  kNumber: string | null;
  title: string;
  /** The device's name, when known. */
  subtitle: string | null;
  /** The device's 510(k) summary, when the predicate list has its link. */
  summaryPdfUrl: string | null;
}

export interface ComparisonCell {
  text: string;
  /** An asked row's source passage for this device. */
  evidence: Evidence | null;
  /** The summary fetched from FDA's host that this fact was read from. */
  fetched: FetchedSummary | null;
}

/** field: a default field; fact: a row of the compare answer; dynamic: a row the user added or asked. */
export type ComparisonRowKind = 'field' | 'fact' | 'dynamic';

export interface ComparisonRow {
  id: string;
  label: string;
  kind: ComparisonRowKind;
  /** By column id. */
  cells: Record<string, ComparisonCell>;
}

export interface ComparisonTableModel {
  columns: ComparisonColumn[];
  rows: ComparisonRow[];
}

const plain = (text: string | null | undefined): ComparisonCell => ({ text: text?.trim() || TEXTS.notAvailable, evidence: null, fetched: null });

/**
 * What the comparison table shows (and the CSV holds): the selected devices as columns in the order they were
 * added, then the user's device when shown; the visible default fields (from the predicate list, else from
 * the compare answer), the answer's other facts, then the dynamic rows.
 */
export function comparisonTable(productCode: string, comparison: ProductComparison, devices: readonly PredicateDevice[]): ComparisonTableModel {
  const listed = new Map(devices.map((device) => [device.kNumber.toUpperCase(), device]));
  const entryOf = (kNumber: string) => comparison.comparisonData[kNumber];
  /** A fact of the compare answer, marked with the fetched summary it was read from. */
  const factCell = (kNumber: string, key: string): ComparisonCell => {
    const entry = entryOf(kNumber);
    const fetched = entry?.fetched?.keys.includes(key) ? entry.fetched : null;
    return { ...plain(entry?.static[key]), fetched };
  };
  const { profile } = comparison.ownDevice;
  const own = comparison.ownDevice.shown;

  const columns: ComparisonColumn[] = comparison.selectedKNumbers.map((kNumber) => ({
    id: kNumber,
    kNumber,
    title: kNumber,
    subtitle: listed.get(kNumber)?.deviceName ?? entryOf(kNumber)?.static['Device Name'] ?? null,
    summaryPdfUrl: listed.get(kNumber)?.summaryPdfUrl ?? null,
  }));
  if (own) columns.push({ id: OWN_DEVICE_COLUMN, kNumber: null, title: TEXTS.yourDevice, subtitle: profile?.device_name || null, summaryPdfUrl: null });

  const row = (id: string, label: string, kind: ComparisonRowKind, deviceCell: (kNumber: string) => ComparisonCell, ownCell: () => ComparisonCell): ComparisonRow => ({
    id,
    label,
    kind,
    cells: Object.fromEntries(columns.map((column) => [column.id, column.kNumber === null ? ownCell() : deviceCell(column.kNumber)])),
  });

  const fieldRows = DEFAULT_FIELDS.filter((field) => comparison.visibleFields.includes(field.id)).map((field) =>
    row(
      `field:${field.id}`,
      field.label,
      'field',
      (kNumber) => {
        const device = listed.get(kNumber);
        const fromList = device ? field.value(device) : null;
        const fromAnswer = field.factKey && fromList === null ? (entryOf(kNumber)?.static[field.factKey] ?? null) : null;
        const cell = plain(fieldText(field, fromList ?? fromAnswer));
        return fromAnswer === null ? cell : { ...cell, fetched: factCell(kNumber, field.factKey!).fetched };
      },
      () => plain(ownFieldValue(field.id, profile, productCode, comparison.selectedKNumbers)),
    ),
  );

  const factRows = comparison.factKeys
    .filter((key) => !FACT_KEYS_OF_FIELDS.has(key))
    .map((key) => row(`fact:${key}`, key, 'fact', (kNumber) => factCell(kNumber, key), () => plain(ownFactValue(key, profile))));

  const dynamicRows = comparison.dynamicRows.map((label) =>
    row(
      `dynamic:${label}`,
      label,
      'dynamic',
      (kNumber) => ({ ...plain(entryOf(kNumber)?.dynamic[label]), evidence: entryOf(kNumber)?.evidence[label] ?? null }),
      () => plain(comparison.ownDevice.dynamic[label]),
    ),
  );

  return { columns, rows: [...fieldRows, ...factRows, ...dynamicRows] };
}
