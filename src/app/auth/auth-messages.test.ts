import { describe, expect, it } from 'vitest';
import { AuthError, NetworkError } from '../errors/errors';
import { toAuthFailure } from './auth-messages';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('toAuthFailure', () => {
  it.each([
    ['auth/invalid-credential', 'Incorrect email or password.'],
    ['auth/wrong-password', 'Incorrect email or password.'],
    ['auth/user-not-found', 'Incorrect email or password.'],
    ['auth/email-already-in-use', 'An account with this email already exists.'],
    ['auth/weak-password', 'Password must be at least 6 characters.'],
    ['auth/invalid-email', 'Enter a valid email address.'],
    ['auth/too-many-requests', 'Authentication failed'],
  ])('%s reads "%s"', (code, message) => {
    const failure = toAuthFailure(firebaseError(code));
    expect(failure).toBeInstanceOf(AuthError);
    expect(failure.message).toBe(message);
    expect(failure.details).toEqual({ code });
  });

  it('a network failure is a NetworkError', () => {
    const failure = toAuthFailure(firebaseError('auth/network-request-failed'));
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure.message).toBe('Network connection failed');
  });

  it('anything without a code is a plain authentication failure', () => {
    expect(toAuthFailure(new Error('weird')).message).toBe('Authentication failed');
  });
});
