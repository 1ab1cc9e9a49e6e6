import { type } from 'arktype';
import { usDate } from '../../../../api/text/us-date';
import type { PredicateDevice } from '../../store';

/**
 * SPEC section 3's default comparison fields, in order. Each reads the predicate device; `factKey` names the
 * row of the compare answer that holds the same fact, which fills the field when the device lacks it (and is
 * not shown a second time among the answer's facts).
 */
export const DEFAULT_FIELDS = [
  { id: 'deviceName', label: 'Device Name', factKey: 'Device Name', value: (d: PredicateDevice) => d.deviceName },
  { id: 'applicant', label: 'Manufacturer', factKey: 'Applicant', value: (d: PredicateDevice) => d.applicant },
  { id: 'productCode', label: 'Product Code', factKey: 'Product Code', value: (d: PredicateDevice) => d.productCode },
  { id: 'decisionDate', label: 'Date Cleared', factKey: 'Decision Date', value: (d: PredicateDevice) => d.decisionDate },
  { id: 'processingTime', label: 'Clearance Time', factKey: 'Clearance Time', value: (d: PredicateDevice) => days(d.processingTime) },
  {
    id: 'predicateDevices',
    label: 'Predicates',
    factKey: 'Predicates',
    value: (d: PredicateDevice) => (d.predicateDevices.length === 0 ? null : d.predicateDevices.join(', ')),
  },
  { id: 'intendedUseConfidenceScore', label: 'Intended Use Match', factKey: null, value: (d: PredicateDevice) => percent(d.intendedUseConfidenceScore) },
  {
    id: 'characteristicsConfidenceScore',
    label: 'Tech Match',
    factKey: null,
    value: (d: PredicateDevice) => percent(d.characteristicsConfidenceScore),
  },
] as const;

export type DefaultField = (typeof DEFAULT_FIELDS)[number];
export type DefaultFieldId = DefaultField['id'];

export const DefaultFieldId = type.enumerated(...DEFAULT_FIELDS.map((field) => field.id));

export const ALL_FIELD_IDS: DefaultFieldId[] = DEFAULT_FIELDS.map((field) => field.id);

/** What a reset leaves (SPEC section 3): Device Name, Manufacturer and Product Code. */
export const RESET_FIELD_IDS: DefaultFieldId[] = ALL_FIELD_IDS.slice(0, 3);

/** The compare answer's rows that a default field already shows. */
export const FACT_KEYS_OF_FIELDS: ReadonlySet<string> = new Set(DEFAULT_FIELDS.flatMap((field) => (field.factKey ? [field.factKey] : [])));

export const fieldById = (id: DefaultFieldId): DefaultField => DEFAULT_FIELDS.find((field) => field.id === id)!;

/** SPEC section 9: processing time is shown as N days. */
function days(value: number | null): string | null {
  return value === null ? null : `${value} days`;
}

function percent(score: number | null): string | null {
  return score === null ? null : `${Math.round(score)}%`;
}

/** Dates as US documents write them (SPEC section 2); the compare answer's dates are YYYY-MM-DD too. */
export function fieldText(field: DefaultField, raw: string | null): string | null {
  return raw !== null && field.id === 'decisionDate' ? usDate(raw) : raw;
}
