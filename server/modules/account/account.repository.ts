import { sql, type Kysely } from 'kysely';
import type { SaveUserProfileBody, UserState } from '../../../src/api/contracts/account.ts';
import type { Database } from '../../db/schema.ts';

export interface StoredProfile {
  name: string;
  company: string;
  role: string;
  product: string;
  updated_at: Date;
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

export function createAccountRepository(db: Kysely<Database>) {
  return {
    profile(uid: string): Promise<StoredProfile | undefined> {
      return db.selectFrom('user_profiles').select(['name', 'company', 'role', 'product', 'updated_at']).where('uid', '=', uid).executeTakeFirst();
    },

    /** Sets the given fields, creating the profile on first save; fields left out keep their value. */
    saveProfile(uid: string, fields: SaveUserProfileBody): Promise<StoredProfile> {
      return db
        .insertInto('user_profiles')
        .values({ uid, ...fields })
        .onConflict((conflict) => conflict.column('uid').doUpdateSet({ ...fields, updated_at: sql<Date>`now()` }))
        .returning(['name', 'company', 'role', 'product', 'updated_at'])
        .executeTakeFirstOrThrow();
    },

    /** The uid of the user with this email (case-insensitive), if Clearway has met them. */
    async uidByEmail(email: string): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('uid').where(sql<boolean>`lower(email) = lower(${email})`).executeTakeFirst();
      return row?.uid;
    },

    /** Sets a user's state, creating the user row when Clearway has not met them yet. */
    setState(uid: string, email: string, state: UserState, by: string): Promise<{ uid: string; email: string | null; state: string; state_changed_at: Date | null }> {
      return db
        .insertInto('users')
        .values({ uid, email, state, state_changed_at: sql<Date>`now()`, state_changed_by: by })
        .onConflict((conflict) =>
          conflict.column('uid').doUpdateSet((eb) => ({
            email: eb.fn.coalesce('users.email', 'excluded.email'),
            state: eb.ref('excluded.state'),
            state_changed_at: eb.ref('excluded.state_changed_at'),
            state_changed_by: eb.ref('excluded.state_changed_by'),
            updated_at: sql<Date>`now()`,
          })),
        )
        .returning(['uid', 'email', 'state', 'state_changed_at'])
        .executeTakeFirstOrThrow();
    },

    async state(uid: string): Promise<UserState> {
      const row = await db.selectFrom('users').select('state').where('uid', '=', uid).executeTakeFirst();
      return row?.state === 'suspended' ? 'suspended' : 'active';
    },
  };
}
