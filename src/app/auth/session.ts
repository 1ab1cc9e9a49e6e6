import { observable } from '@legendapp/state';
import type { AuthProvider } from '../../api/auth-provider';
import { loadClientEnv, type ClientEnv } from '../config/env';
import { createSessionTokenCache, type TokenReader } from './token-cache';
import type { AuthBackend } from './firebase';

export { SESSION_TOKEN_REFRESH_MS } from './token-cache';

export interface SessionUser {
  uid: string;
  email: string | null;
}

export interface Session {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
}

/** Who is signed in; 'loading' until the identity provider has answered once. */
export const session$ = observable<Session>({ status: 'loading', user: null });

const tokens = createSessionTokenCache();

/** Marks `user` signed in and starts re-reading their token; repeating it for the same user changes nothing. */
export function beginSession(user: SessionUser, readToken: TokenReader): void {
  const current = session$.peek();
  if (current.status === 'signed-in' && current.user?.uid === user.uid) return;
  tokens.start(readToken);
  session$.set({ status: 'signed-in', user });
}

export function endSession(): void {
  tokens.stop();
  session$.set({ status: 'signed-out', user: null });
}

/** The cached ID token; a forced refresh asks the identity provider (done only after a 401). */
export function getIdToken({ forceRefresh = false }: { forceRefresh?: boolean } = {}): Promise<string> {
  return tokens.get(forceRefresh);
}

export const sessionAuthProvider: AuthProvider = {
  getIdToken: (forceRefresh) => getIdToken({ forceRefresh }),
};

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
