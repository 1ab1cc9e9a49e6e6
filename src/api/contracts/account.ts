import { type } from 'arktype';

/**
 * The caller's own user profile (REST /administrative/profile) and an administrator's change of a user's
 * state (POST /administrative/user-status). The profile's role pre-fills the device profiler's Role.
 */

export const PROFILE_PATH = '/administrative/profile';
export const USER_STATUS_PATH = '/administrative/user-status';

/** The longest text each profile field may hold. */
export const USER_PROFILE_LIMITS = { name: 120, company: 200, role: 120, product: 500 } as const;

export const UserProfile = type({
  name: 'string',
  company: 'string',
  role: 'string',
  /** The product the user works on, in their words. */
  product: 'string',
  /** The signed-in account's email (from the sign-in, not editable here). */
  email: 'string | null',
  /** When the profile was last saved (ISO time); null before the first save. */
  updated_at: 'string | null',
});
export type UserProfile = typeof UserProfile.infer;

const text = (max: number) => type.string.atMostLength(max);

/** POST's body: the fields to change; a field left out keeps its saved value. */
export const SaveUserProfileBody = type({
  'name?': text(USER_PROFILE_LIMITS.name),
  'company?': text(USER_PROFILE_LIMITS.company),
  'role?': text(USER_PROFILE_LIMITS.role),
  'product?': text(USER_PROFILE_LIMITS.product),
});
export type SaveUserProfileBody = typeof SaveUserProfileBody.infer;

export const UserState = type("'active' | 'suspended'");
export type UserState = typeof UserState.infer;

export const UserStatusBody = type({ email: 'string.email', state: UserState });
export type UserStatusBody = typeof UserStatusBody.infer;

export const UserStatus = type({ uid: 'string', email: 'string', state: UserState, updated_at: 'string' });
export type UserStatus = typeof UserStatus.infer;

export const ACCOUNT_MESSAGES = {
  /** 403 on every API call of a suspended user (code ACCOUNT_SUSPENDED). */
  suspended: 'Your Clearway account is suspended. Contact your administrator to have it restored.',
  adminOnly: "Only an administrator can change a user's status.",
  unknownEmail: (email: string) => `No Clearway user signs in with ${email}.`,
  ownStatus: 'Administrators cannot suspend their own account.',
} as const;
