import { AppError } from '../../app/errors/errors';
import type { ApiClients } from '../clients';
import {
  DEVICE_PROFILE_MESSAGES,
  DeviceProfile,
  DeviceProfileList,
  type DeviceProfileBody,
} from '../contracts/device-profile';
import { deleteJson, getJson, NoContent, postJson } from '../json';

const PROFILE = '/reg-strategy/device-profile';

export interface DeviceProfileKey {
  profileId?: string;
  deviceName?: string;
}

/** SPEC section 5: a profile is named by its id, else by its device name (both trimmed; blank is absent). */
function profileQuery({ profileId, deviceName }: DeviceProfileKey): { profile_id: string } | { device_name: string } {
  const id = profileId?.trim();
  if (id) return { profile_id: id };
  const name = deviceName?.trim();
  if (name) return { device_name: name };
  throw new AppError(DEVICE_PROFILE_MESSAGES.idOrNameRequired, { code: 'VALIDATION_ERROR', status: 400 });
}

/** The saved device profiles of SPEC section 7 (REST). */
export function deviceProfilesApi({ rest }: Pick<ApiClients, 'rest'>) {
  return {
    get: async (key: DeviceProfileKey): Promise<DeviceProfile> => getJson(rest, PROFILE, DeviceProfile, { query: profileQuery(key) }),
    /** Creates a profile, or replaces the one `profileId` names (a blank id creates). */
    save: (body: DeviceProfileBody, profileId?: string): Promise<DeviceProfile> =>
      postJson(rest, PROFILE, body, DeviceProfile, { query: { profile_id: profileId?.trim() || undefined } }),
    remove: async (key: DeviceProfileKey): Promise<void> => {
      await deleteJson(rest, PROFILE, NoContent, { query: profileQuery(key) });
    },
    /** Most recently saved first. */
    list: (): Promise<DeviceProfileList> => getJson(rest, `${PROFILE}s`, DeviceProfileList),
  };
}
