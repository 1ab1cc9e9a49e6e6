import { firebaseAuthOf, type FirebaseConfig } from './firebase-auth.ts';
import { withVerifiedTokenCache } from './verified-token-cache.ts';

export interface AuthUser {
  uid: string;
  email: string | null;
  /** The Firebase custom claim `admin` (README: "Administrators"). */
  admin?: boolean;
}

/** Resolves the user a Firebase ID token belongs to; rejects when the token is invalid or expired. */
export type TokenVerifier = (idToken: string) => Promise<AuthUser>;

export function createFirebaseTokenVerifier(config: FirebaseConfig): TokenVerifier {
  const auth = firebaseAuthOf(config);
  return withVerifiedTokenCache(async (idToken) => {
    const decoded = await auth.verifyIdToken(idToken);
    return { uid: decoded.uid, email: decoded.email ?? null, admin: decoded.admin === true, expiresAtMs: decoded.exp * 1000 };
  });
}
