import { type } from 'arktype';
import { AiAttachment } from '../../api/contracts/ai';
import { PROFILE_TEXT_FIELDS, type ProfileTextField } from '../../api/contracts/device-profile';
import { definePersistedStore } from '../../app/workflow/persisted-store';

export const PROFILE_STORAGE_KEY = 'clearway.profile.v2';
/** The first shape held plain texts; it is dropped (the profile comes back from the server). */
const OLD_PROFILE_STORAGE_KEY = 'clearway.profile.v1';

export { PROFILE_TEXT_FIELDS, type ProfileTextField };

/** The profiler steps of SPEC section 3, in interview order, with their labels. */
export const PROFILE_STEP_LABELS = {
  role: 'Role',
  device_name: 'Device Name',
  description: 'Description',
  intended_use: 'Intended Use',
  key_specifications: 'Key Specifications',
  functionality: 'Functionality',
  references: 'References',
  attachments: 'Attachments',
  finalize: 'Finalize',
} as const;
export type ProfileStepId = keyof typeof PROFILE_STEP_LABELS;
export const PROFILE_STEP_IDS = Object.keys(PROFILE_STEP_LABELS) as ProfileStepId[];

const confidence = 'number | null';
/** `source`: the attached document the value was read from, until the user edits it (optional: v2 data before it loads as is). */
const TextStep = type({ data: 'string', confidence_score: confidence, label: 'string', 'source?': 'string | null' });
const AttachmentsStep = type({ data: AiAttachment.array(), confidence_score: confidence, label: 'string' });
const FinalizeStep = type({ data: 'boolean', confidence_score: confidence, label: 'string' });

export const ProfileState = type({
  steps: {
    role: TextStep,
    device_name: TextStep,
    description: TextStep,
    intended_use: TextStep,
    key_specifications: TextStep,
    functionality: TextStep,
    references: TextStep,
    attachments: AttachmentsStep,
    finalize: FinalizeStep,
  },
  /** The server's id of this profile once saved (/reg-strategy/device-profile). */
  profileId: 'string | null',
});
export type ProfileState = typeof ProfileState.infer;
export type ProfileSteps = ProfileState['steps'];

export function emptyProfileState(): ProfileState {
  const text = (id: ProfileTextField) => ({ data: '', confidence_score: null, label: PROFILE_STEP_LABELS[id] });
  return {
    steps: {
      role: text('role'),
      device_name: text('device_name'),
      description: text('description'),
      intended_use: text('intended_use'),
      key_specifications: text('key_specifications'),
      functionality: text('functionality'),
      references: text('references'),
      attachments: { data: [], confidence_score: null, label: PROFILE_STEP_LABELS.attachments },
      finalize: { data: false, confidence_score: null, label: PROFILE_STEP_LABELS.finalize },
    },
    profileId: null,
  };
}

localStorage.removeItem(OLD_PROFILE_STORAGE_KEY);

/** The device profile the profiler builds, step by step. */
export const profile$ = definePersistedStore(PROFILE_STORAGE_KEY, ProfileState, emptyProfileState);
