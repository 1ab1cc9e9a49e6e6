import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../config.ts';
import { withVerifiedTokenCache } from './verified-token-cache.ts';

export interface AuthUser {
  uid: string;
  email: string | null;
}

/** Resolves the user a Firebase ID token belongs to; rejects when the token is invalid or expired. */
export type TokenVerifier = (idToken: string) => Promise<AuthUser>;

export function createFirebaseTokenVerifier(
  config: Pick<Config, 'FIREBASE_PROJECT_ID' | 'FIREBASE_AUTH_EMULATOR_HOST'>,
): TokenVerifier {
  // firebase-admin finds the Auth emulator only through this environment variable.
  if (config.FIREBASE_AUTH_EMULATOR_HOST) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  const appName = `clearway-${config.FIREBASE_PROJECT_ID}`;
  const firebaseApp =
    getApps().find((app) => app.name === appName) ?? initializeApp({ projectId: config.FIREBASE_PROJECT_ID }, appName);
  const auth = getAuth(firebaseApp);
  return withVerifiedTokenCache(async (idToken) => {
    const decoded = await auth.verifyIdToken(idToken);
    return { uid: decoded.uid, email: decoded.email ?? null, expiresAtMs: decoded.exp * 1000 };
  });
}
