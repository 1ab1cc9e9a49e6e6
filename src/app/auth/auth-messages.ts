import { AuthError, NetworkError } from '../errors/errors';

const INCORRECT_CREDENTIALS = 'Incorrect email or password.';

/** Friendly texts for Firebase Auth error codes; the legacy credential codes read like the current one. */
const FRIENDLY_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': INCORRECT_CREDENTIALS,
  'auth/invalid-login-credentials': INCORRECT_CREDENTIALS,
  'auth/wrong-password': INCORRECT_CREDENTIALS,
  'auth/user-not-found': INCORRECT_CREDENTIALS,
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/weak-password': 'Password must be at least 6 characters.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-password': 'Enter your password.',
};

function firebaseCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Maps a Firebase Auth failure onto our error classes with a message fit for the sign-in form. */
export function toAuthFailure(error: unknown): AuthError | NetworkError {
  const code = firebaseCode(error);
  if (code === 'auth/network-request-failed') return new NetworkError(undefined, { code });
  const message = code ? FRIENDLY_MESSAGES[code] : undefined;
  return new AuthError(message, { code });
}
