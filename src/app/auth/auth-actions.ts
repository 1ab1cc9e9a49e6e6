import { loadClientEnv, type ClientEnv } from '../config/env';
import type { AuthBackend } from './firebase';

// The Firebase SDK loads on first use, so modules that only read the session stay light.
let backend: Promise<AuthBackend> | undefined;

/** Connects to Firebase Auth (once; later calls ignore `env`) and starts following the signed-in user. */
export function startAuth(env?: ClientEnv): Promise<AuthBackend> {
  backend ??= import('./firebase')
    .then(({ connectFirebaseAuth }) => connectFirebaseAuth(env ?? loadClientEnv()))
    .catch((error: unknown) => {
      backend = undefined;
      throw error;
    });
  return backend;
}

export async function signIn(email: string, password: string): Promise<void> {
  await (await startAuth()).signIn(email, password);
}

export async function createAccount(email: string, password: string): Promise<void> {
  await (await startAuth()).createAccount(email, password);
}

export async function signOut(): Promise<void> {
  await (await startAuth()).signOut();
}
