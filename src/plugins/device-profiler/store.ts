import { type } from 'arktype';
import { definePersistedStore } from '../../app/workflow/persisted-store';

export const PROFILE_STORAGE_KEY = 'clearway.profile.v1';

/** The device profile of SPEC section 3. */
export const DeviceProfile = type({
  role: 'string',
  device_name: 'string',
  description: 'string',
  intended_use: 'string',
  key_specifications: 'string',
  functionality: 'string',
  references: 'string',
  attachments: 'string[]',
});
export type DeviceProfile = typeof DeviceProfile.infer;

export function emptyProfile(): DeviceProfile {
  return {
    role: '',
    device_name: '',
    description: '',
    intended_use: '',
    key_specifications: '',
    functionality: '',
    references: '',
    attachments: [],
  };
}

export const profile$ = definePersistedStore(PROFILE_STORAGE_KEY, DeviceProfile, emptyProfile);
