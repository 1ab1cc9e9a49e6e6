import { use$ } from '@legendapp/state/react';
import type { ReactNode } from 'react';
import { CommandButton } from '../../panels/CommandButton';
import { missingRequiredFields } from '../device-profiler/profile-rules';
import { PROFILE_STEP_LABELS, profile$ } from '../device-profiler/store';
import './require-profile-fields.css';

/** 'A', 'A and B', 'A, B and C'. */
const listed = (labels: readonly string[]): string =>
  labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

export const PROFILE_FIELDS_TEXTS = {
  missing: (labels: readonly string[]) => `Missing from the device profile: ${listed(labels)}.`,
  comeBack: (count: number) =>
    `Fill ${count === 1 ? 'it' : 'them'} in on the Product Info step; the analysis runs by itself when you come back here.`,
  fillIn: (label: string) => `Fill in ${label}`,
} as const;

interface RequireProfileFieldsProps {
  /** What of the step the required fields (device name, description and intended use) are needed for. */
  needs: string;
  /** Shown while the required fields are filled. */
  children?: ReactNode;
}

/**
 * In a step with nothing of its own to show yet: while the device profile misses required fields, which ones,
 * what the step needs them for and a button per field that opens it for filling in on the Product Info step
 * ('device-profiler.fill-field'); once they are filled, the step's own content (its empty state).
 */
export function RequireProfileFields({ needs, children }: RequireProfileFieldsProps) {
  const missing = missingRequiredFields(use$(profile$.steps));
  if (missing.length === 0) return children ?? null;
  return (
    <div className="cw-profile-required" role="note">
      <p className="cw-profile-required-title">{PROFILE_FIELDS_TEXTS.missing(missing.map((field) => PROFILE_STEP_LABELS[field]))}</p>
      <p className="cw-muted">
        {needs} {PROFILE_FIELDS_TEXTS.comeBack(missing.length)}
      </p>
      <div className="cw-profile-required-actions">
        {missing.map((field) => (
          <CommandButton key={field} command="device-profiler.fill-field" args={{ field }} className="cw-button cw-button-primary">
            {PROFILE_FIELDS_TEXTS.fillIn(PROFILE_STEP_LABELS[field])}
          </CommandButton>
        ))}
      </div>
    </div>
  );
}
