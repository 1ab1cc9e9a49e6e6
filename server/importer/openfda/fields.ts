import type { OpenFdaRecord } from './results-scanner.ts';

/** A text field of an openFDA record, trimmed; null when absent, blank or not text. */
export function textField(record: OpenFdaRecord | null | undefined, name: string): string | null {
  const value = record?.[name];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A list field's non-blank texts (openFDA gives some fields as lists, e.g. product_problems). */
export function textListField(record: OpenFdaRecord | null | undefined, name: string): string[] {
  const value = record?.[name];
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return items.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
}

/** A list field's objects (device, patient, mdr_text). */
export function recordListField(record: OpenFdaRecord | null | undefined, name: string): OpenFdaRecord[] {
  const value = record?.[name];
  return Array.isArray(value) ? value.filter((item): item is OpenFdaRecord => typeof item === 'object' && item !== null) : [];
}

/** An object field (openfda). */
export function recordField(record: OpenFdaRecord | null | undefined, name: string): OpenFdaRecord | null {
  const value = record?.[name];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as OpenFdaRecord) : null;
}
