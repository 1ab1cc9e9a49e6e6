import type { AiAttachment } from '../../api/contracts/ai';
import { PROFILE_TEXT_FIELDS, type ProfileStepId, type ProfileSteps, type ProfileTextField } from './store';

/** SPEC section 4: a step is complete when its data is non-empty; attachments need one item, finalize needs true. */
export function isStepComplete(steps: ProfileSteps, id: ProfileStepId): boolean {
  if (id === 'attachments') return steps.attachments.data.length > 0;
  if (id === 'finalize') return steps.finalize.data;
  return steps[id].data.trim() !== '';
}

export const REQUIRED_PROFILE_FIELDS = ['device_name', 'description', 'intended_use'] as const;
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];

export const isRequiredProfileField = (id: ProfileStepId): id is RequiredProfileField => (REQUIRED_PROFILE_FIELDS as readonly string[]).includes(id);

/** The required fields still empty, in profile order. */
export function missingRequiredFields(steps: ProfileSteps): RequiredProfileField[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => !isStepComplete(steps, field));
}

export function requiredFieldsFilled(steps: ProfileSteps): boolean {
  return missingRequiredFields(steps).length === 0;
}

/** Finalize and Attachments cannot be edited inline (SPEC section 2). */
export function isEditableStep(id: ProfileStepId): id is Exclude<ProfileStepId, 'attachments' | 'finalize'> {
  return id !== 'attachments' && id !== 'finalize';
}

/** A profile edit is saved only if the trimmed value changed (SPEC section 4); returns the value to save or null. */
export function editToSave(current: string, draft: string): string | null {
  const value = draft.trim();
  return value === current.trim() || value === '' ? null : value;
}

/** The profile's values without confidences and labels: what the profiler and the other steps read. */
export function fieldValues(steps: ProfileSteps): Record<ProfileTextField, string> & { attachments: AiAttachment[] } {
  const texts = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, steps[field].data])) as Record<ProfileTextField, string>;
  return { ...texts, attachments: steps.attachments.data };
}
