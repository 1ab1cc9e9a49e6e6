import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import type { ClientEnv } from '../config/env';
import { toAuthFailure } from './auth-messages';
import { beginSession, endSession } from './session';

export interface AuthBackend {
  signIn(email: string, password: string): Promise<void>;
  createAccount(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
}

function follow(user: User): void {
  beginSession({ uid: user.uid, email: user.email }, (forceRefresh) => user.getIdToken(forceRefresh));
}

async function friendly<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw toAuthFailure(error);
  }
}

/** The Firebase Auth wiring: the only module that imports the SDK. */
export function connectFirebaseAuth(env: ClientEnv): AuthBackend {
  const app = initializeApp({
    apiKey: env.firebase.apiKey,
    authDomain: env.firebase.authDomain,
    projectId: env.firebase.projectId,
  });
  const auth = getAuth(app);
  if (env.firebase.emulatorUrl) connectAuthEmulator(auth, env.firebase.emulatorUrl, { disableWarnings: true });
  onAuthStateChanged(auth, (user) => (user ? follow(user) : endSession()));

  return {
    async signIn(email, password) {
      follow((await friendly(() => signInWithEmailAndPassword(auth, email, password))).user);
    },
    async createAccount(email, password) {
      follow((await friendly(() => createUserWithEmailAndPassword(auth, email, password))).user);
    },
    async signOut() {
      await friendly(() => signOut(auth));
      endSession();
    },
  };
}
