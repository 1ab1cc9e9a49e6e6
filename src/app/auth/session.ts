import { observable } from '@legendapp/state';
import type { AuthProvider } from '../../api/auth-provider';
import { createSessionTokenCache, type TokenReader } from './token-cache';


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
