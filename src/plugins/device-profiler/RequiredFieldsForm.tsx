import { useId } from 'react';
import { useValue } from '@legendapp/state/react';
import { profile$ } from './store';

interface FieldProps {
  label: string;
  field: 'device_name' | 'description' | 'intended_use';
  multiline?: boolean;
}

function ProfileField({ label, field, multiline = false }: FieldProps) {
  const id = useId();
  const value = useValue(profile$[field]);
  const onChange = (event: { target: { value: string } }) => profile$[field].set(event.target.value);
  return (
    <div className="cw-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} value={value} onChange={onChange} rows={3} required />
      ) : (
        <input id={id} value={value} onChange={onChange} required />
      )}
    </div>
  );
}

/** The three fields that complete step 0, bound to the profile store. */
export function RequiredFieldsForm() {
  return (
    <form className="cw-form" aria-label="Device profile" onSubmit={(event) => event.preventDefault()}>
      <ProfileField label="Device name" field="device_name" />
      <ProfileField label="Description" field="description" multiline />
      <ProfileField label="Intended use" field="intended_use" multiline />
    </form>
  );
}
