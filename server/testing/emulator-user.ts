import { randomUUID } from 'node:crypto';
import { type } from 'arktype';

const SignUpResponse = type({ localId: 'string', idToken: 'string' });

export interface EmulatorUser {
  uid: string;
  email: string;
  idToken: string;
}

/** Signs a brand-new user up with the Firebase Auth emulator (the tests' global setup starts it). */
export async function createEmulatorUser(): Promise<EmulatorUser> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set; run the tests through vitest');
  const email = `user-${randomUUID()}@clearway.test`;
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse-battery', returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Emulator sign-up failed: ${response.status} ${await response.text()}`);
  const { localId, idToken } = SignUpResponse.assert(await response.json());
  return { uid: localId, email, idToken };
}

export function bearer(user: EmulatorUser): { authorization: string } {
  return { authorization: `Bearer ${user.idToken}` };
}
