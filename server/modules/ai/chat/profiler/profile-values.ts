import type { ProfileField, ProfilerProfile } from '../../../../../src/api/contracts/ai.ts';
import { REQUIRED_FIELDS } from './interview-questions.ts';

/** Each field's current text ('' when empty); attachments as their file names, comma-separated. */
export type ProfileValues = Record<ProfileField, string>;

const text = (value: string | null | undefined): string => (value ?? '').trim();

export function profileValues(profile: ProfilerProfile): ProfileValues {
  const attachments = (profile.attachments ?? [])
    .map((item) => text(typeof item === 'string' ? item : item.name))
    .filter((name) => name !== '');
  return {
    role: text(profile.role),
    device_name: text(profile.device_name),
    description: text(profile.description),
    intended_use: text(profile.intended_use),
    key_specifications: text(profile.key_specifications),
    functionality: text(profile.functionality),
    references: text(profile.references),
    attachments: attachments.join(', '),
  };
}

export function hasRequiredValues(values: ProfileValues): boolean {
  return REQUIRED_FIELDS.every((field) => values[field] !== '');
}

export function missingRequired(values: ProfileValues): ProfileField[] {
  return REQUIRED_FIELDS.filter((field) => values[field] === '');
}
