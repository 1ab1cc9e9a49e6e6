import type { ApiClients } from '../clients';
import { PROFILE_PATH, UserProfile, UserStatus, USER_STATUS_PATH, type SaveUserProfileBody, type UserStatusBody } from '../contracts/account';
import { getJson, postJson } from '../json';

/** The caller's user profile and, for administrators, users' states (REST /administrative). */
export function accountApi({ rest }: Pick<ApiClients, 'rest'>) {
  return {
    profile: (): Promise<UserProfile> => getJson(rest, PROFILE_PATH, UserProfile),
    /** Saves the fields given; those left out keep their saved value. */
    saveProfile: (body: SaveUserProfileBody): Promise<UserProfile> => postJson(rest, PROFILE_PATH, body, UserProfile),
    setUserStatus: (body: UserStatusBody): Promise<UserStatus> => postJson(rest, USER_STATUS_PATH, body, UserStatus),
  };
}
