import type { Command, CommandContext } from '../../commands/types';
import { signOut } from '../../app/auth/auth-actions';
import { navigateTo } from '../../app/workflow/navigation';

declare module '../../commands/types' {
  interface CommandArgs {
    'account.sign-out': void;
    'account.open-profile': void;
  }
}

export const SIGNED_IN_KEY = 'auth.signedIn';

const signedIn = (context: CommandContext) => (context[SIGNED_IN_KEY] === true ? true : 'You are not signed in');

export const accountCommands: readonly Command[] = [
  {
    id: 'account.open-profile',
    title: 'Open your profile',
    category: 'Account',
    keywords: ['profile', 'name', 'company', 'role', 'product', 'me'],
    enabled: signedIn,
    run() {
      navigateTo('/profile');
    },
  },
  {
    id: 'account.sign-out',
    title: 'Sign out',
    category: 'Account',
    keywords: ['log out', 'logout', 'leave'],
    enabled: signedIn,
    async run() {
      await signOut();
      navigateTo('/sign-in');
    },
  },
];
