import type { TermsDoc, TermsStatus } from '../../../src/api/contracts/terms.ts';
import type { AuthUser } from '../../auth/token-verifier.ts';
import type { UserRow } from '../../db/schema.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { CURRENT_TERMS } from './terms-document.ts';

export type TermsService = ReturnType<typeof createTermsService>;

export function createTermsService(users: UsersRepository, terms: TermsDoc = CURRENT_TERMS) {
  /** Accepted means accepted the version in force; an older acceptance counts for nothing. */
  const statusOf = (user: UserRow | undefined): TermsStatus => {
    const acceptedAt = user?.terms_version === terms.version ? user.terms_accepted_at : null;
    return { accepted: acceptedAt !== null, acceptedAt: acceptedAt?.toISOString() ?? null, version: terms.version };
  };

  return {
    document: (): TermsDoc => terms,

    async status(uid: string): Promise<TermsStatus> {
      return statusOf(await users.findByUid(uid));
    },

    async accept({ uid, email }: AuthUser): Promise<TermsStatus> {
      return statusOf(await users.recordTermsAcceptance({ uid, email, version: terms.version }));
    },
  };
}
