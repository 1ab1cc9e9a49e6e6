import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';

export interface TermsAcceptance {
  uid: string;
  email: string | null;
  version: string;
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async findByUid(uid: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
    },

    /** Stamps the acceptance now, creating the user on first contact; a known email is kept if none is given. */
    async recordTermsAcceptance({ uid, email, version }: TermsAcceptance): Promise<UserRow> {
      return db
        .insertInto('users')
        .values({ uid, email, terms_version: version, terms_accepted_at: sql<Date>`now()` })
        .onConflict((conflict) =>
          conflict.column('uid').doUpdateSet((eb) => ({
            email: eb.fn.coalesce('excluded.email', 'users.email'),
            terms_version: eb.ref('excluded.terms_version'),
            terms_accepted_at: eb.ref('excluded.terms_accepted_at'),
            updated_at: sql<Date>`now()`,
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
