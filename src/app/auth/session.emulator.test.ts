import { afterAll, describe, expect, it } from 'vitest';
import { AuthError } from '../errors/errors';
import { loadClientEnv } from '../config/env';
import { createAccount, signIn, signOut, startAuth } from './auth-actions';
import { getIdToken, session$ } from './session';

/** The session against the real Firebase Auth emulator that the vitest global setup runs. */
const env = loadClientEnv(
  {
    VITE_REST_API_URL: '/api/rest/v1',
    VITE_AI_API_URL: '/api/ai/v1',
    VITE_DATA_API_URL: '/api/data/v1',
    VITE_FIREBASE_API_KEY: 'demo-clearway-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'demo-clearway.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID,
    VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    VITE_SUPPORT_EMAIL: 'support@clearway.app',
  },
  'http://127.0.0.1',
);

const email = `session-${Date.now()}-${Math.random().toString(36).slice(2)}@clearway.test`;
const password = 'correct-horse-battery';

/** The payload of a JWT, decoded without checking it (the server checks). */
function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

describe('session (Firebase Auth emulator)', () => {
  afterAll(() => signOut());

  it('settles to signed out when nobody is signed in', async () => {
    await startAuth(env);
    await expect.poll(() => session$.status.peek()).toBe('signed-out');
    await expect(getIdToken()).rejects.toBeInstanceOf(AuthError);
  });

  it('creates an account, signs in and hands out its ID token', async () => {
    await createAccount(email, password);
    expect(session$.peek()).toMatchObject({ status: 'signed-in', user: { email } });
    const token = await getIdToken();
    expect(claims(token)).toMatchObject({ email, user_id: session$.user.uid.peek() });
    expect(await getIdToken()).toBe(token);
    const forced = await getIdToken({ forceRefresh: true });
    expect(claims(forced).email).toBe(email);
  });

  it('signs out and in again', async () => {
    await signOut();
    expect(session$.peek()).toEqual({ status: 'signed-out', user: null });
    await expect(getIdToken()).rejects.toBeInstanceOf(AuthError);
    await signIn(email, password);
    expect(session$.status.peek()).toBe('signed-in');
  });

  it('gives friendly messages and changes nothing on failure', async () => {
    await signOut();
    await expect(signIn(email, 'wrong-password')).rejects.toThrow('Incorrect email or password.');
    await expect(createAccount(email, password)).rejects.toThrow('An account with this email already exists.');
    await expect(createAccount(`weak-${email}`, '123')).rejects.toThrow('Password must be at least 6 characters.');
    await expect(createAccount('not-an-email', password)).rejects.toThrow('Enter a valid email address.');
    expect(session$.status.peek()).toBe('signed-out');
  });
});
