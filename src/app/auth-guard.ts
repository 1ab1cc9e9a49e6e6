import { redirect } from '@tanstack/react-router';
import { when } from '@legendapp/state';
import { session$ } from './auth/session';

/** Resolves once Firebase has told whether someone is signed in. */
export async function sessionKnown(): Promise<boolean> {
  await when(() => session$.status.get() !== 'loading');
  return session$.status.peek() === 'signed-in';
}

/** beforeLoad guard of the pages that need a signed-in user. */
export async function requireSignedIn(): Promise<void> {
  if (!(await sessionKnown())) throw redirect({ to: '/sign-in' });
}
