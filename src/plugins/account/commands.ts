import type { Command } from '../../commands/types';
import { signOut } from '../../app/auth/session';
import { navigateTo } from '../../app/workflow/navigation';

declare module '../../commands/types' {
  interface CommandArgs {
    'account.sign-out': void;
  }
}

export const SIGNED_IN_KEY = 'auth.signedIn';

export const accountCommands: readonly Command[] = [
  {
    id: 'account.sign-out',
    title: 'Sign out',
    category: 'Account',
    keywords: ['log out', 'logout', 'leave'],
    enabled: (context) => (context[SIGNED_IN_KEY] === true ? true : 'You are not signed in'),
    async run() {
      await signOut();
      navigateTo('/sign-in');
    },
  },
];
