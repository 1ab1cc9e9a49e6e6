import { describe, expect, it } from 'vitest';
import { createEmulatorUser } from './testing/emulator-user.ts';
import { firebaseAuthOf } from './auth/firebase-auth.ts';
import { setAdminClaim } from './admin-claim.ts';

const config = () => ({ FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-clearway', FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST! });

describe('the admin claim', () => {
  it('is granted and revoked by email, keeping the other claims', async () => {
    const user = await createEmulatorUser();
    const auth = firebaseAuthOf(config());
    await auth.setCustomUserClaims(user.uid, { team: 'qa' });
    expect(await setAdminClaim(config(), user.email, true)).toBe(user.uid);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ team: 'qa', admin: true });
    await setAdminClaim(config(), user.email, false);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ team: 'qa' });
  });

  it('refuses an email no user signs in with', async () => {
    await expect(setAdminClaim(config(), 'nobody-at-all@clearway.test', true)).rejects.toThrow();
  });
});
