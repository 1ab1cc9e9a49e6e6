import {
  DEVICE_PROFILE_MESSAGES,
  PROFILE_TEXT_FIELDS,
  type DeviceProfile,
  type DeviceProfileBody,
  type ProfileTextField,
} from '../../../src/api/contracts/device-profile.ts';
import { newId } from '../../db/new-id.ts';
import type { DeviceProfileRow } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { DeviceProfilesRepository, ProfileColumns, ProfileKey } from './device-profiles.repository.ts';

export type DeviceProfilesService = ReturnType<typeof createDeviceProfilesService>;

const toProfile = ({ id, uid: _uid, created_at, updated_at, ...fields }: DeviceProfileRow): DeviceProfile => ({
  profile_id: id,
  ...fields,
  createdAt: created_at.toISOString(),
  updatedAt: updated_at.toISOString(),
});

/** Texts trimmed ('' when absent), no attachments or scores when absent. */
function toColumns(body: DeviceProfileBody): ProfileColumns {
  const texts = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, (body[field] ?? '').trim()]));
  return {
    ...(texts as Record<ProfileTextField, string>),
    attachments: JSON.stringify(body.attachments ?? []),
    confidence: JSON.stringify(body.confidence ?? {}),
  };
}

function found(row: DeviceProfileRow | undefined): DeviceProfile {
  if (!row) throw new NotFoundError(DEVICE_PROFILE_MESSAGES.notFound);
  return toProfile(row);
}

/** The caller's saved device profiles; another user's profile answers exactly as a missing one does. */
export function createDeviceProfilesService(profiles: DeviceProfilesRepository) {
  return {
    /** Creates a profile, or replaces the one `profileId` names. */
    async save(uid: string, profileId: string | undefined, body: DeviceProfileBody): Promise<DeviceProfile> {
      const columns = toColumns(body);
      if (profileId === undefined) return toProfile(await profiles.insert({ id: newId('prof'), uid, ...columns }));
      return found(await profiles.update(uid, profileId, columns));
    },

    async get(uid: string, key: ProfileKey): Promise<DeviceProfile> {
      return found(await profiles.find(uid, key));
    },

    async list(uid: string): Promise<DeviceProfile[]> {
      return (await profiles.list(uid)).map(toProfile);
    },

    async remove(uid: string, key: ProfileKey): Promise<void> {
      if ((await profiles.remove(uid, key)) === 0) throw new NotFoundError(DEVICE_PROFILE_MESSAGES.notFound);
    },
  };
}
