import type { ReactNode } from 'react';
import './field-list.css';

/** A missing value in a field list (SPEC section 2 shows a dash where a detail is not known). */
export const MISSING_VALUE = '-';

export interface Field {
  label: string;
  value: ReactNode;
}

/** Label and value pairs of a details view, as a description list; null and blank values show as a dash. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <dl className="cw-field-list">
      {fields.map(({ label, value }) => (
        <div key={label} className="cw-field-list-item">
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? MISSING_VALUE : value}</dd>
        </div>
      ))}
    </dl>
  );
}
