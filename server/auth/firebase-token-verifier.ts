import { firebaseAuthOf, type FirebaseConfig } from './firebase-auth.ts';
import type { TokenVerifier } from './token-verifier.ts';
import { withVerifiedTokenCache } from './verified-token-cache.ts';

export function createFirebaseTokenVerifier(config: FirebaseConfig): TokenVerifier {
  const auth = firebaseAuthOf(config);
  return withVerifiedTokenCache(async (idToken) => {
    const decoded = await auth.verifyIdToken(idToken);
    return { uid: decoded.uid, email: decoded.email ?? null, admin: decoded.admin === true, expiresAtMs: decoded.exp * 1000 };
  });
}
