import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Config } from '../config.ts';

export type FirebaseConfig = Pick<Config, 'FIREBASE_PROJECT_ID' | 'FIREBASE_AUTH_EMULATOR_HOST'>;

/** firebase-admin's Auth of the configured project (or of the Auth emulator), one app per project. */
export function firebaseAuthOf(config: FirebaseConfig): Auth {
  // firebase-admin finds the Auth emulator only through this environment variable.
  if (config.FIREBASE_AUTH_EMULATOR_HOST) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  const appName = `clearway-${config.FIREBASE_PROJECT_ID}`;
  const firebaseApp = getApps().find((app) => app.name === appName) ?? initializeApp({ projectId: config.FIREBASE_PROJECT_ID }, appName);
  return getAuth(firebaseApp);
}

/** The uid of the Firebase user who signs in with `email`, or null when there is none. */
export function firebaseUidByEmail(config: FirebaseConfig) {
  const auth = firebaseAuthOf(config);
  return async (email: string): Promise<string | null> => {
    try {
      return (await auth.getUserByEmail(email)).uid;
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return null;
      throw error;
    }
  };
}
