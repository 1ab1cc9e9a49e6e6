import { randomUUID } from 'node:crypto';
import { type } from 'arktype';
import { setAdminClaim } from '../admin-claim.ts';

const SignUpResponse = type({ localId: 'string', idToken: 'string' });
const PASSWORD = 'correct-horse-battery';

export interface EmulatorUser {
  uid: string;
  email: string;
  idToken: string;
}

/** Signs a brand-new user up with the Firebase Auth emulator on `host` (by default the one the tests' global setup starts). */
export async function createEmulatorUser(host = process.env.FIREBASE_AUTH_EMULATOR_HOST): Promise<EmulatorUser> {
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set; run the tests through vitest');
  const email = `user-${randomUUID()}@clearway.test`;
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Emulator sign-up failed: ${response.status} ${await response.text()}`);
  const { localId, idToken } = SignUpResponse.assert(await response.json());
  return { uid: localId, email, idToken };
}

/**
 * A new user with the custom claim `admin` (as `npm run admin:grant` grants it), signed in again so that
 * their ID token carries it.
 */
export async function createEmulatorAdmin(host = process.env.FIREBASE_AUTH_EMULATOR_HOST!): Promise<EmulatorUser> {
  const user = await createEmulatorUser(host);
  await setAdminClaim({ FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-clearway', FIREBASE_AUTH_EMULATOR_HOST: host }, user.email, true);
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: PASSWORD, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Emulator sign-in failed: ${response.status} ${await response.text()}`);
  return { ...user, idToken: SignUpResponse.assert(await response.json()).idToken };
}

export function bearer(user: EmulatorUser): { authorization: string } {
  return { authorization: `Bearer ${user.idToken}` };
}
