import { firebaseAuthOf, type FirebaseConfig } from './auth/firebase-auth.ts';

/**
 * Grants (or revokes) the Firebase custom claim `admin` of the user who signs in with `email`: administrators
 * may call POST /administrative/user-status. The user's next ID token carries it (sign out and in, or wait
 * for the hourly refresh). Other custom claims are kept.
 */
export async function setAdminClaim(config: FirebaseConfig, email: string, admin: boolean): Promise<string> {
  const auth = firebaseAuthOf(config);
  const user = await auth.getUserByEmail(email);
  const { admin: _previous, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, admin ? { ...others, admin: true } : others);
  return user.uid;
}
