import { observe } from '@legendapp/state';
import { session$ } from '../../app/auth/session';
import { definePlugin } from '../host/define-plugin';
import { accountCommands, SIGNED_IN_KEY } from './commands';

/** The signed-in user's commands, and the context key that tells commands whether someone is signed in. */
export const accountPlugin = definePlugin({
  id: 'account',
  activate(api) {
    accountCommands.forEach((command) => api.registerCommand(command));
    api.onDispose(observe(() => api.setContext(SIGNED_IN_KEY, session$.status.get() === 'signed-in')));
  },
});
