import { type } from 'arktype';
import { AiAttachment, PROFILE_FIELDS, type ProfileField } from './ai.ts';

/** The saved device profiles of the REST base (/reg-strategy/device-profile, SPEC.md sections 3 and 7). */
export const DEVICE_PROFILE_MESSAGES = {
  idOrNameRequired: 'Either profileId or deviceName must be provided',
  notFound: 'Device profile not found',
} as const;

/** The profile fields held as text: all but the attachments list. */
export type ProfileTextField = Exclude<ProfileField, 'attachments'>;
export const PROFILE_TEXT_FIELDS: readonly ProfileTextField[] = PROFILE_FIELDS.filter(
  (field): field is ProfileTextField => field !== 'attachments',
);

const score = '0 <= number <= 100 | null';

/** Each profiler step's confidence score; a field without one is left out. */
export const ProfileConfidence = type({
  'role?': score,
  'device_name?': score,
  'description?': score,
  'intended_use?': score,
  'key_specifications?': score,
  'functionality?': score,
  'references?': score,
  'attachments?': score,
});
export type ProfileConfidence = typeof ProfileConfidence.infer;

const text = 'string | null';

/** What POST saves; an absent or null text is stored as ''. */
export const DeviceProfileBody = type({
  'role?': text,
  'device_name?': text,
  'description?': text,
  'intended_use?': text,
  'key_specifications?': text,
  'functionality?': text,
  'references?': text,
  'attachments?': AiAttachment.array().or('null'),
  'confidence?': ProfileConfidence.or('null'),
});
export type DeviceProfileBody = typeof DeviceProfileBody.infer;

/** GET and DELETE name a profile by id or by device name; POST updates the profile whose id it gives. */
export const DeviceProfileQuery = type({ 'profile_id?': 'string', 'device_name?': 'string' });
export type DeviceProfileQuery = typeof DeviceProfileQuery.infer;

export const DeviceProfile = type({
  profile_id: 'string',
  role: 'string',
  device_name: 'string',
  description: 'string',
  intended_use: 'string',
  key_specifications: 'string',
  functionality: 'string',
  references: 'string',
  attachments: AiAttachment.array(),
  confidence: ProfileConfidence,
  createdAt: 'string',
  updatedAt: 'string',
});
export type DeviceProfile = typeof DeviceProfile.infer;

/** The caller's profiles, most recently saved first. */
export const DeviceProfileList = DeviceProfile.array();
export type DeviceProfileList = typeof DeviceProfileList.infer;
