import { ACCOUNT_MESSAGES, type SaveUserProfileBody, type UserProfile, type UserStatus, type UserStatusBody } from '../../../src/api/contracts/account.ts';
import type { AuthUser } from '../../auth/token-verifier.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type { AccountRepository } from './account.repository.ts';

/** Finds a Firebase user by email when Clearway has not met them yet (firebase-admin). */
export type UidByEmail = (email: string) => Promise<string | null>;

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(repository: AccountRepository, findUid: UidByEmail) {
  return {
    async profile(user: AuthUser): Promise<UserProfile> {
      const stored = await repository.profile(user.uid);
      return {
        name: stored?.name ?? '',
        company: stored?.company ?? '',
        role: stored?.role ?? '',
        product: stored?.product ?? '',
        email: user.email,
        updated_at: stored ? stored.updated_at.toISOString() : null,
      };
    },

    async saveProfile(user: AuthUser, body: SaveUserProfileBody): Promise<UserProfile> {
      const trimmed = Object.fromEntries(Object.entries(body).map(([field, value]) => [field, value.trim()]));
      const saved = await repository.saveProfile(user.uid, trimmed);
      return { ...saved, email: user.email, updated_at: saved.updated_at.toISOString() };
    },

    /** An administrator (Firebase custom claim `admin`) suspends or restores a user, found by email. */
    async setStatus(admin: AuthUser, { email, state }: UserStatusBody): Promise<UserStatus> {
      if (!admin.admin) throw new ForbiddenError(ACCOUNT_MESSAGES.adminOnly);
      const uid = (await repository.uidByEmail(email)) ?? (await findUid(email));
      if (!uid) throw new NotFoundError(ACCOUNT_MESSAGES.unknownEmail(email));
      if (uid === admin.uid && state === 'suspended') throw new ValidationError(ACCOUNT_MESSAGES.ownStatus, 'body.email');
      const row = await repository.setState(uid, email, state, admin.uid);
      return { uid: row.uid, email: row.email ?? email, state, updated_at: (row.state_changed_at ?? new Date()).toISOString() };
    },

    state: (uid: string) => repository.state(uid),
  };
}
